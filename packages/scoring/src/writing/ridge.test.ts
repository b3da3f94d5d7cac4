import { describe, expect, it } from 'vitest';
import { fitRidge, predictLinear, solveLinearSystem } from './ridge.js';

/** Deterministic pseudo-random numbers (a linear congruential generator) for synthetic data. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

describe('ridge regression', () => {
  it('solves a small linear system', () => {
    const solution = solveLinearSystem(
      [
        [2, 1],
        [1, 3],
      ],
      [3, 5],
    );
    expect(solution[0]).toBeCloseTo(0.8, 10);
    expect(solution[1]).toBeCloseTo(1.4, 10);
  });

  it('recovers the generating coefficients from synthetic data', () => {
    const next = sequence(42);
    const rows = Array.from({ length: 400 }, () => [next() * 10, next() * 2 - 1, next()]);
    const targets = rows.map(([a = 0, b = 0]) => 3 + 0.5 * a - 2 * b + (next() - 0.5) * 0.01);
    const model = fitRidge({ rows, targets, lambda: 1e-6 });
    expect(predictLinear(model, [4, 0.5, 0.3])).toBeCloseTo(3 + 2 - 1, 2);
    expect(model.coefficients[2]).toBeCloseTo(0, 2);
  });

  it('shrinks coefficients as lambda grows', () => {
    const next = sequence(7);
    const rows = Array.from({ length: 200 }, () => [next()]);
    const targets = rows.map(([x = 0]) => 2 * x);
    const loose = fitRidge({ rows, targets, lambda: 0 });
    const tight = fitRidge({ rows, targets, lambda: 10 });
    expect(Math.abs(tight.coefficients[0] ?? 0)).toBeLessThan(Math.abs(loose.coefficients[0] ?? 0) / 5);
  });

  it('honours sample weights', () => {
    const rows = [[0], [1], [0], [1]];
    const targets = [0, 1, 10, 11];
    const model = fitRidge({ rows, targets, weights: [1, 1, 0, 0], lambda: 0 });
    expect(predictLinear(model, [1])).toBeCloseTo(1, 8);
  });

  it('keeps constant columns harmless', () => {
    const model = fitRidge({
      rows: [
        [1, 5],
        [2, 5],
        [3, 5],
      ],
      targets: [2, 4, 6],
      lambda: 0,
    });
    expect(predictLinear(model, [4, 5])).toBeCloseTo(8, 8);
  });
});
