import { describe, expect, it } from 'vitest';
import { markObjective } from './mark-objective.js';

const question = { type: 'READING_RE_ORDER_PARAGRAPH' as const, expectAnswer: 'B, D, A, C, E' };

describe('re-order paragraphs', () => {
  it.each([
    { order: ['B', 'D', 'A', 'C', 'E'], score: 4 },
    { order: ['D', 'A', 'C', 'E', 'B'], score: 3 },
    { order: ['B', 'D', 'C', 'A', 'E'], score: 1 },
    { order: ['E', 'C', 'A', 'D', 'B'], score: 0 },
    { order: ['A', 'C', 'B', 'D', 'E'], score: 2 },
    { order: ['b', ' d ', 'a'], score: 2 },
    { order: [], score: 0 },
  ])('$order -> $score/4', ({ order, score }) => {
    expect(markObjective(question, { order })).toMatchObject({ score, max: 4 });
  });

  it.each(['BDACE', 'B,D,A,C,E', ' b , d , a , c , e '])('reads the key %j', (expectAnswer) => {
    expect(markObjective({ ...question, expectAnswer }, { order: ['B', 'D', 'A', 'C', 'E'] }).score).toBe(4);
  });

  it('shows each pair expected and what followed the first paragraph', () => {
    expect(markObjective(question, { order: ['B', 'A', 'D'] }).items).toEqual([
      { kind: 'pair', position: 0, expected: 'B-D', given: 'B-A', correct: false, points: 0 },
      { kind: 'pair', position: 1, expected: 'D-A', given: 'D-(end)', correct: false, points: 0 },
      { kind: 'pair', position: 2, expected: 'A-C', given: 'A-D', correct: false, points: 0 },
      { kind: 'pair', position: 3, expected: 'C-E', given: null, correct: false, points: 0 },
    ]);
  });

  it.each([
    { name: 'an unknown id', order: ['B', 'X'], code: 'response.invalid' },
    { name: 'a repeated id', order: ['B', 'D', 'B'], code: 'response.invalid' },
  ])('refuses $name', ({ order, code }) => {
    expect(() => markObjective(question, { order })).toThrow(expect.objectContaining({ code }));
  });

  it.each(['A', 'A,B,A', 'A,,B'])('refuses the key %j', (expectAnswer) => {
    expect(() => markObjective({ ...question, expectAnswer }, { order: [] })).toThrow(
      expect.objectContaining({ code: 'question.invalid' }),
    );
  });
});
