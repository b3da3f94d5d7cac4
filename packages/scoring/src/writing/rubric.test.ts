import { describe, expect, it } from 'vitest';
import { roundTrait, scoreForm, WRITING_RUBRIC } from './rubric.js';
import { scoreWriting } from './score-writing.js';
import type { WritingTaskType } from './types.js';
import { sentenceOfWords, takeWords } from './writing-fixtures.js';

describe('form bands at every boundary', () => {
  const cases: Array<[WritingTaskType, number, number]> = [
    ['WRITING_ESSAY', 119, 0],
    ['WRITING_ESSAY', 120, 1],
    ['WRITING_ESSAY', 199, 1],
    ['WRITING_ESSAY', 200, 2],
    ['WRITING_ESSAY', 300, 2],
    ['WRITING_ESSAY', 301, 1],
    ['WRITING_ESSAY', 380, 1],
    ['WRITING_ESSAY', 381, 0],
    ['SUMMARIZE_SPOKEN_TEXT', 39, 0],
    ['SUMMARIZE_SPOKEN_TEXT', 40, 1],
    ['SUMMARIZE_SPOKEN_TEXT', 49, 1],
    ['SUMMARIZE_SPOKEN_TEXT', 50, 2],
    ['SUMMARIZE_SPOKEN_TEXT', 70, 2],
    ['SUMMARIZE_SPOKEN_TEXT', 71, 1],
    ['SUMMARIZE_SPOKEN_TEXT', 100, 1],
    ['SUMMARIZE_SPOKEN_TEXT', 101, 0],
    ['WRITING_SUMMARIZE_WRITTEN_TEXT', 4, 0],
    ['WRITING_SUMMARIZE_WRITTEN_TEXT', 5, 1],
    ['WRITING_SUMMARIZE_WRITTEN_TEXT', 75, 1],
    ['WRITING_SUMMARIZE_WRITTEN_TEXT', 76, 0],
  ];

  it.each(cases)('%s with %i words earns form %i (rubric data)', (task, words, points) => {
    expect(scoreForm(WRITING_RUBRIC[task], words, 1)).toBe(points);
  });

  it.each(cases)('%s with %i words earns form %i (scored response)', (task, words, points) => {
    const response = task === 'WRITING_SUMMARIZE_WRITTEN_TEXT' ? sentenceOfWords(words) : takeWords(words);
    const result = scoreWriting(task, { response });
    expect(result.traits.form?.score).toBe(points);
    expect(result.traits.form?.raw).toBe(points);
  });

  it('summarize written text must be one sentence', () => {
    expect(scoreForm(WRITING_RUBRIC.WRITING_SUMMARIZE_WRITTEN_TEXT, 30, 2)).toBe(0);
    const twoSentences = `${sentenceOfWords(15)} ${sentenceOfWords(15)}`;
    const result = scoreWriting('WRITING_SUMMARIZE_WRITTEN_TEXT', { response: twoSentences });
    expect(result.traits.form?.score).toBe(0);
    expect(result.traits.form?.evidence.some((item) => item.message.key === 'oneSentence')).toBe(true);
  });
});

describe('trait maxima per task', () => {
  it.each([
    ['WRITING_SUMMARIZE_WRITTEN_TEXT', { content: 2, form: 1, grammar: 2, vocabulary: 2 }, 7],
    [
      'WRITING_ESSAY',
      {
        content: 3,
        form: 2,
        developmentStructureCoherence: 2,
        grammar: 2,
        generalLinguisticRange: 2,
        vocabulary: 2,
        spelling: 2,
      },
      15,
    ],
    ['SUMMARIZE_SPOKEN_TEXT', { content: 2, form: 2, grammar: 2, vocabulary: 2, spelling: 2 }, 10],
  ] as const)('%s', (task, maxima, total) => {
    const result = scoreWriting(task, { response: takeWords(60) });
    expect(
      Object.fromEntries(Object.entries(result.traits).map(([name, trait]) => [name, trait.max])),
    ).toEqual(maxima);
    expect(result.max).toBe(total);
    expect(result.type).toBe(task);
  });
});

describe('roundTrait', () => {
  it.each([
    [0, 2, 0],
    [0.49, 2, 0],
    [0.5, 2, 1],
    [1.49, 2, 1],
    [1.5, 2, 2],
    [2.7, 2, 2],
    [-1, 3, 0],
  ])('raw %d of %d rounds to %d', (raw, max, expected) => {
    expect(roundTrait(raw, max)).toBe(expected);
  });
});
