import { describe, expect, it } from 'vitest';
import {
  matchDistribution,
  median,
  pearson,
  quadraticWeightedKappa,
  rootMeanSquaredError,
} from './writing-metrics.js';

describe('writing metrics', () => {
  it('QWK is 1 for perfect agreement, 0 for a constant prediction, negative when reversed', () => {
    const actual = [0, 1, 2, 3, 2, 1];
    expect(quadraticWeightedKappa(actual, actual, 0, 3)).toBeCloseTo(1, 10);
    expect(
      quadraticWeightedKappa(
        actual,
        actual.map(() => 2),
        0,
        3,
      ),
    ).toBeCloseTo(0, 10);
    expect(
      quadraticWeightedKappa(
        actual,
        actual.map((value) => 3 - value),
        0,
        3,
      ),
    ).toBeLessThan(0);
  });

  it('QWK matches a hand-computed value', () => {
    // Observed [[1,1],[0,2]] over 4 items: numerator 1, expected [[0.5,1.5],[0.5,1.5]] -> denominator 2.
    expect(quadraticWeightedKappa([0, 0, 1, 1], [0, 1, 1, 1], 0, 1)).toBeCloseTo(0.5, 10);
  });

  it('rejects ratings outside the range', () => {
    expect(() => quadraticWeightedKappa([5], [1], 0, 3)).toThrow();
  });

  it('computes Pearson r, RMSE and the median', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
    expect(rootMeanSquaredError([1, 2], [2, 4])).toBeCloseTo(Math.sqrt(2.5), 10);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('distribution matching gives each prediction rank the human score of that rank', () => {
    const actual = [3, 1, 2, 2, 0];
    // Predictions rank essay 4 lowest, then 1, 2, 3, 0.
    expect(matchDistribution(actual, [0.9, 0.2, 0.3, 0.5, -1])).toEqual([3, 1, 2, 2, 0]);
    expect(matchDistribution(actual, [0, 1, 2, 3, 4])).toEqual([0, 1, 2, 2, 3]);
    // Only the order matters: a monotone transform of the predictions gives the same scores.
    expect(
      matchDistribution(
        actual,
        [5, 1, 7, 2, 0].map((value) => value ** 3),
      ),
    ).toEqual(matchDistribution(actual, [5, 1, 7, 2, 0]));
  });
});
