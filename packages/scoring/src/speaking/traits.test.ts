import { describe, expect, it } from 'vitest';
import { scoreAnswer, scorePhraseContent, scoreReadAloudContent, scoreRepeatContent } from './content.js';
import type { PhraseCoverage } from './content.js';
import { scoreFluency } from './fluency.js';
import type { FluencyInput } from './fluency.js';
import { gopQuality } from './goodness.js';
import type { WordAssessment } from './goodness.js';
import { scorePronunciation } from './pronunciation.js';
import type { PronunciationItem } from './pronunciation.js';
import type { WordSegment } from './recognizer.js';
import { tokeniseReference } from './reference-text.js';
import type { Insertion, TokenMatch } from './word-alignment.js';

const segment = (word: string): WordSegment => ({ word, start: 0, end: 0.3, score: -100, phones: [] });

function matches(text: string, saidCount: number): TokenMatch[] {
  return tokeniseReference(text).map((token, index) => ({
    token,
    segments: index < saidCount ? [segment(token.readings[0]?.[0] ?? '')] : [],
  }));
}

const extra: Insertion = { segment: segment('banana'), kind: 'extra' };

describe('content', () => {
  const text = 'one two three four five six seven eight nine ten';

  it.each([
    [10, [], 5],
    [8, [], 4],
    [10, [extra, extra], 4],
    [0, [], 0],
  ] as const)(
    'read aloud: %i of 10 words said with %j inserted scores %i',
    (saidCount, insertions, score) => {
      expect(scoreReadAloudContent(matches(text, saidCount), insertions).score).toBe(score);
    },
  );

  it.each([
    [10, [], 3],
    [10, [extra], 2],
    [6, [], 2],
    [5, [], 2],
    [3, [], 1],
    [1, [], 0],
  ] as const)(
    'repeat sentence: %i of 10 words said with %j inserted scores %i',
    (saidCount, insertions, score) => {
      expect(scoreRepeatContent(matches(text, saidCount), insertions).score).toBe(score);
    },
  );

  it('describe image / retell lecture: phrases covered out of 5, hints weighing half', () => {
    const phrases = (found: number, hintsFound: number): PhraseCoverage[] => [
      ...Array.from({ length: 10 }, (_, index) => ({
        phrase: `k${index}`,
        kind: 'keyword' as const,
        found: index < found,
      })),
      ...Array.from({ length: 4 }, (_, index) => ({
        phrase: `h${index}`,
        kind: 'hint' as const,
        found: index < hintsFound,
      })),
    ];
    expect(scorePhraseContent(phrases(0, 0)).score).toBe(0);
    expect(scorePhraseContent(phrases(4, 0)).raw).toBeCloseTo((5 * 4) / (0.6 * 12), 5);
    expect(scorePhraseContent(phrases(7, 2)).score).toBe(5);
    expect(
      scorePhraseContent(phrases(7, 2)).evidence.filter((item) => item.kind === 'keyword-missing'),
    ).toHaveLength(5);
  });

  it('short answer: 1 when an accepted answer was heard', () => {
    const answers = (found: boolean): PhraseCoverage[] => [
      { phrase: 'thermometer', kind: 'answer', found: false },
      { phrase: 'a thermometer', kind: 'answer', found, start: 1, end: 2 },
    ];
    expect(scoreAnswer(answers(true))).toMatchObject({ score: 1, max: 1, raw: 1 });
    expect(scoreAnswer(answers(false))).toMatchObject({ score: 0, evidence: [{ kind: 'answer-missing' }] });
  });
});

describe('oral fluency', () => {
  const fluent: FluencyInput = {
    speech: [{ start: 0.5, end: 10.5 }],
    pauses: [],
    syllables: 40,
    hesitations: [],
    repetitions: [],
  };

  it('gives a steady response without pauses full marks', () => {
    expect(scoreFluency(fluent).score).toBe(5);
  });

  it('takes marks for long pauses, hesitations and repetitions', () => {
    const halting: FluencyInput = {
      ...fluent,
      speech: [
        { start: 0.5, end: 4 },
        { start: 6, end: 9 },
        { start: 10.5, end: 13.5 },
      ],
      pauses: [
        { start: 4, end: 6 },
        { start: 9, end: 10.5 },
      ],
    };
    const result = scoreFluency(halting);
    expect(result.raw).toBeLessThan(scoreFluency(fluent).raw);
    expect(result.evidence.filter((item) => item.kind === 'long-pause')).toHaveLength(2);
    const hesitant = scoreFluency({
      ...fluent,
      hesitations: [{ start: 1, end: 1.4 }],
      repetitions: [{ start: 2, end: 2.2 }],
    });
    expect(hesitant.raw).toBeCloseTo(5 - 0.3 - 0.4, 5);
  });

  it('scales down a response too short to show fluency', () => {
    expect(scoreFluency({ ...fluent, speech: [{ start: 0.5, end: 1 }], syllables: 2 }).raw).toBeLessThan(2);
  });
});

describe('pronunciation', () => {
  const item = (gop: number, mispronounced = false): PronunciationItem => {
    const assessment: WordAssessment = {
      gop,
      worst: gop,
      phones: [{ phone: 'AH', start: 0, end: 0.1, gop }],
      quality: gopQuality(gop),
      mispronounced,
      ruleMispronounced: mispronounced,
      heard: ['AA'],
    };
    return { word: 'word', start: 0, end: 0.3, assessment };
  };

  it('maps goodness of pronunciation to 0-5 and names mispronounced words with their phones', () => {
    expect(scorePronunciation([item(0), item(-5)]).score).toBe(5);
    const poor = scorePronunciation([item(-60, true), item(-70, true)]);
    expect(poor.score).toBe(0);
    expect(poor.evidence[0]).toMatchObject({
      kind: 'mispronounced-word',
      expectedPhones: ['AH'],
      heardPhones: ['AA'],
    });
  });

  it('counts word stress when it could be checked', () => {
    const stressed = { ...item(0), stress: { correct: false, expectedSyllable: 0, heardSyllable: 1 } };
    const result = scorePronunciation([stressed]);
    expect(result.raw).toBeCloseTo(5 * 0.85, 5);
    expect(result.evidence[0]?.kind).toBe('word-stress');
  });

  it('says when there was nothing to judge', () => {
    expect(scorePronunciation([])).toMatchObject({ score: 0, evidence: [{ kind: 'not-assessed' }] });
  });
});
