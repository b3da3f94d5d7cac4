import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random.js';

describe('seeded random', () => {
  it.each([1, 42, 'lesson-7'])('repeats its sequence for the seed %j', (seed) => {
    const first = createSeededRandom(seed);
    const second = createSeededRandom(seed);
    const values = Array.from({ length: 20 }, () => first.next());
    expect(Array.from({ length: 20 }, () => second.next())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('differs between seeds', () => {
    expect(createSeededRandom(1).next()).not.toBe(createSeededRandom(2).next());
  });

  it('shuffles without losing or changing items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const shuffled = createSeededRandom(3).shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps below(n) in range', () => {
    const random = createSeededRandom(9);
    const values = Array.from({ length: 200 }, () => random.below(4));
    expect(new Set(values)).toEqual(new Set([0, 1, 2, 3]));
  });
});
