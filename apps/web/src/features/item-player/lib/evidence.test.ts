import { describe, expect, it } from 'vitest';
import type { AnswerResult } from '@prepwise/contracts';
import { buildAnswerResult } from '../../../test/fixtures/answer-results';
import { correctLetters, describeExpected, markTone, readEvidence } from './evidence';

function result(overrides: Partial<AnswerResult>): AnswerResult {
  return buildAnswerResult({ expectAnswer: 'D', ...overrides });
}

describe('evidence', () => {
  it('reads evidence records and skips unknown shapes', () => {
    const items = readEvidence(
      result({
        evidence: [{ kind: 'blank', position: 1, expected: 'x', given: null, correct: false, points: 0 }, {}],
      }),
    );
    expect(items).toEqual([
      { kind: 'blank', position: 1, expected: 'x', given: null, correct: false, points: 0 },
    ]);
  });

  it('finds the right letters from evidence, else from the key', () => {
    const fromEvidence = result({
      evidence: [
        { kind: 'option', position: 0, expected: null, given: 'A', correct: false, points: -1 },
        { kind: 'option', position: 1, expected: 'B', given: 'B', correct: true, points: 1 },
      ],
    });
    expect([...correctLetters(fromEvidence)]).toEqual(['B']);
    expect([...correctLetters(result({ expectAnswer: 'B, D' }))]).toEqual(['B', 'D']);
    expect([...correctLetters(result({ expectAnswer: 'some text' }))]).toEqual([]);
  });

  it('tells the tone of a mark', () => {
    expect(markTone(result({ score: 1, max: 1 }))).toBe('correct');
    expect(markTone(result({ score: 1, max: 3 }))).toBe('partial');
    expect(markTone(result({ score: 0, max: 1 }))).toBe('incorrect');
    expect(markTone(result({ status: 'WAITING_AI', score: null, max: null }))).toBe('waiting');
    expect(markTone(result({ status: 'SCORING_FAILED', score: null, max: null }))).toBe('failed');
  });
});

describe('describeExpected', () => {
  const options = [
    { letter: 'A', text: "<u>don't</u>" },
    { letter: 'B', text: 'like' },
  ];

  it('adds the option texts to letter keys', () => {
    expect(describeExpected('A', options)).toBe("A. <u>don't</u>");
    expect(describeExpected('A, B', options)).toBe("A. <u>don't</u>; B. like");
  });

  it('keeps other keys', () => {
    expect(describeExpected('pressure', options)).toBe('pressure');
    expect(describeExpected('C', options)).toBe('C');
  });
});
