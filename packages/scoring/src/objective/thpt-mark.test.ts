import { describe, expect, it } from 'vitest';
import { computeThptMark } from './thpt-mark.js';

const items = (correct: number, total: number) =>
  Array.from({ length: total }, (_, index) => ({ score: index < correct ? 1 : 0, max: 1 }));

describe('THPT mark out of 10', () => {
  it.each([
    { correct: 40, total: 40, mark: 10 },
    { correct: 0, total: 40, mark: 0 },
    { correct: 33, total: 40, mark: 8.25 },
    { correct: 2, total: 3, mark: 6.67 },
    { correct: 1, total: 3, mark: 3.33 },
    { correct: 1, total: 16, mark: 0.63 },
    { correct: 7, total: 50, mark: 1.4 },
    { correct: 37, total: 43, mark: 8.6 },
  ])('$correct/$total -> $mark', ({ correct, total, mark }) => {
    expect(computeThptMark(items(correct, total))).toEqual({ correct, total, mark });
  });

  it('counts a reading passage once per sub-question', () => {
    expect(computeThptMark([...items(1, 2), { score: 7, max: 10 }])).toEqual({
      correct: 8,
      total: 12,
      mark: 6.67,
    });
  });

  it.each([
    { name: 'an empty test', results: [] },
    { name: 'a score above max', results: [{ score: 2, max: 1 }] },
    { name: 'a negative score', results: [{ score: -1, max: 1 }] },
    { name: 'a fractional score', results: [{ score: 0.5, max: 1 }] },
  ])('refuses $name', ({ results }) => {
    expect(() => computeThptMark(results)).toThrow(expect.objectContaining({ code: 'results.invalid' }));
  });
});
