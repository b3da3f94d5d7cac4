import { describe, expect, it } from 'vitest';
import { toMockDetailScores } from './mock-detail-scores.js';
import { computeReportedScores, type ItemResult } from './reported-scores.js';
import { itemSkills } from './skill-tables.js';

const item = (type: string, score: number, max: number, traits?: ItemResult['traits']): ItemResult => ({
  type,
  score,
  max,
  ...(traits ? { traits } : {}),
});

describe('reported scores (10-90)', () => {
  it('is null everywhere for no items', () => {
    const scores = computeReportedScores([]);
    expect(scores.overall).toEqual({ score: null, earned: 0, possible: 0 });
    expect(Object.values(scores.communicative).map((skill) => skill.score)).toEqual([null, null, null, null]);
    expect(Object.values(scores.enabling).every((skill) => skill.score === null)).toBe(true);
  });

  it.each([
    { name: 'all points', items: [item('READING_FIB_R', 4, 4)], reading: 90 },
    { name: 'no points', items: [item('READING_FIB_R', 0, 4)], reading: 10 },
    { name: 'half the points', items: [item('READING_FIB_R', 2, 4)], reading: 50 },
    {
      name: 'rounded',
      items: [
        item('READING_MCQ_R_SINGLE_ANSWER', 1, 1),
        item('READING_FIB_R', 0, 2),
        item('READING_FIB_R', 0, 2),
      ],
      reading: 37,
    },
    {
      name: 'each item weighing the same whatever its points (quick mock: read aloud missed, reading right)',
      items: [item('SPEAKING_READ_ALOUD', 0, 15), item('READING_MCQ_R_SINGLE_ANSWER', 1, 1)],
      reading: 50,
    },
    { name: 'half up at .5', items: [item('READING_FIB_R', 1, 32)], reading: 13 },
  ])('reading from $name -> $reading', ({ items, reading }) => {
    const scores = computeReportedScores(items);
    expect(scores.communicative.reading.score).toBe(reading);
    expect(scores.communicative.listening.score).toBeNull();
  });

  it('counts an integrated item towards each of its skills, and once in overall', () => {
    const scores = computeReportedScores([item('READING_FIB_R_W', 3, 4), item('WRITING_ESSAY', 5, 15)]);
    expect(scores.communicative.reading).toEqual({ score: 70, earned: 0.75, possible: 1 });
    expect(scores.communicative.writing.score).toBe(53);
    expect(scores.communicative.writing.possible).toBe(2);
    expect(scores.communicative.speaking.score).toBeNull();
    expect(scores.overall.score).toBe(53);
  });

  it.each(Object.entries(itemSkills))('%s contributes to %j', (type, skills) => {
    const scores = computeReportedScores([item(type, 1, 2)]);
    for (const [skill, value] of Object.entries(scores.communicative)) {
      expect(value.score).toBe((skills as readonly string[]).includes(skill) ? 50 : null);
    }
  });

  it('builds enabling skills from traits, pooling written discourse', () => {
    const scores = computeReportedScores([
      item('WRITING_ESSAY', 10, 15, {
        content: { score: 3, max: 3 },
        form: { score: 2, max: 2 },
        'development-structure-coherence': { score: 1, max: 2 },
        generalLinguisticRange: { score: 0, max: 2 },
        grammar: { score: 2, max: 2 },
        spelling: { score: 1, max: 2 },
        vocabulary: { score: 1, max: 2 },
      }),
      item('SPEAKING_READ_ALOUD', 9, 15, {
        content: { score: 3, max: 5 },
        'oral fluency': { score: 4, max: 5 },
        pronunciation: { score: 2, max: 5 },
      }),
    ]);
    expect(scores.enabling.writtenDiscourse).toEqual({ score: 50, earned: 3, possible: 6 });
    expect(scores.enabling.grammar.score).toBe(90);
    expect(scores.enabling.spelling.score).toBe(50);
    expect(scores.enabling.oralFluency.score).toBe(74);
    expect(scores.enabling.pronunciation.score).toBe(42);
    expect(scores.enabling.vocabulary.score).toBe(50);
  });

  it('maps to the mock detail fields', () => {
    const scores = computeReportedScores([item('DICTATION', 5, 10, { spelling: { score: 1, max: 1 } })]);
    expect(toMockDetailScores(scores)).toEqual({
      overallScore: 50,
      scoreSpeaking: null,
      scoreWriting: 50,
      scoreReading: null,
      scoreListening: 50,
      enaGrammar: null,
      enaOraFluency: null,
      enaPronunciation: null,
      enaSpelling: 90,
      enaVocabulary: null,
      enaWrittenDiscourse: null,
    });
  });

  it('gives a skill whose items are all right 90, however few and whatever their points', () => {
    const scores = computeReportedScores([
      item('SPEAKING_READ_ALOUD', 15, 15),
      item('READING_MCQ_R_SINGLE_ANSWER', 1, 1),
      item('WRITING_ESSAY', 0, 15),
    ]);
    expect(scores.communicative.reading.score).toBe(90);
    expect(scores.communicative.speaking.score).toBe(90);
    expect(scores.communicative.writing.score).toBe(10);
  });

  it('is null for a skill whose items are all worth 0 points', () => {
    expect(computeReportedScores([item('DESCRIBE_IMAGE', 0, 0)]).communicative.speaking.score).toBeNull();
  });

  it.each([
    { name: 'an unknown type', items: [item('PHONETIC_STRESS', 1, 1)] },
    { name: 'a prototype key as type', items: [item('constructor', 1, 1)] },
    { name: 'a score above max', items: [item('FIB_L', 3, 2)] },
    { name: 'a negative score', items: [item('FIB_L', -1, 2)] },
    { name: 'a NaN score', items: [item('FIB_L', Number.NaN, 2)] },
    { name: 'a bad trait', items: [item('WRITING_ESSAY', 1, 2, { grammar: { score: 3, max: 2 } })] },
  ])('refuses $name', ({ items }) => {
    expect(() => computeReportedScores(items)).toThrow(expect.objectContaining({ code: 'results.invalid' }));
  });
});
