import { describe, expect, it } from 'vitest';
import { decideOddOneOut, findOddOneOut } from './odd-one-out.js';

const readings = (...keys: string[][]) =>
  keys.map((variantKeys) => variantKeys.map((key) => ({ keys: [key, key] })));

describe('odd one out', () => {
  it.each([
    [['a', 'a', 'b', 'a'], 2],
    [['b', 'a', 'a', 'a'], 0],
    [['a', 'a', 'a', 'a'], null],
    [['a', 'a', 'b', 'b'], null],
    [['a', 'b', 'c', 'a'], null],
    [['a', 'b'], null],
  ])('%j -> %s', (keys, expected) => {
    expect(findOddOneOut(keys)).toBe(expected);
  });

  it('answers when every variant combination agrees', () => {
    expect(decideOddOneOut(readings(['x'], ['x', 'x'], ['y'], ['x']), 2)).toEqual({ answer: 2 });
  });

  it('names the options whose variants change the answer', () => {
    expect(decideOddOneOut(readings(['x', 'y'], ['x'], ['x'], ['y']), 1)).toEqual({
      answer: null,
      reason: { kind: 'variants', options: [0] },
    });
  });

  it('reports an analysis that disagrees with the reference', () => {
    const options = [
      [{ keys: ['x', 'x'] }],
      [{ keys: ['x', 'z'] }],
      [{ keys: ['x', 'x'] }],
      [{ keys: ['y', 'y'] }],
    ];
    expect(decideOddOneOut(options, 2)).toEqual({ answer: null, reason: { kind: 'analysis', analysis: 1 } });
  });

  it('says when there is no odd one out', () => {
    expect(decideOddOneOut(readings(['x'], ['x'], ['y'], ['y']), 2)).toEqual({
      answer: null,
      reason: { kind: 'no-odd-one-out' },
    });
  });
});
