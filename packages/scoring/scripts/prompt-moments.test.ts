import { describe, expect, it } from 'vitest';
import { fitRidge, predictLinear } from '../src/writing/ridge.js';
import { pearson } from './writing-metrics.js';
import { addMoments, fitAveraged, fitFromMoments, measureHeldOut, measureMoments } from './prompt-moments.js';

/** A deterministic pseudo-random sequence (no test depends on Math.random). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function prompt(seed: number, size: number): { rows: number[][]; targets: number[][] } {
  const next = sequence(seed);
  const rows = Array.from({ length: size }, () => [next() * 3, next() + seed, next() * next() * 10, 5]);
  const targets = rows.map((row) => [row[0]! * 0.7 - row[2]! * 0.2 + next(), row[1]! + next() * 2]);
  return { rows, targets };
}

describe('ridge fits from per-prompt moments', () => {
  const first = prompt(1, 40);
  const second = prompt(2, 25);
  const parts = [
    { moments: measureMoments(first.rows, first.targets), weight: 1 / 40 },
    { moments: measureMoments(second.rows, second.targets), weight: 1 / 25 },
  ];

  it('equals fitRidge on the same rows, weights and penalty, on every target', () => {
    const rows = [...first.rows, ...second.rows];
    const weights = [...first.rows.map(() => 1 / 40), ...second.rows.map(() => 1 / 25)];
    const models = fitFromMoments(addMoments(parts), [0, 1, 2, 3], 0.3, [0, 1]);
    [0, 1].forEach((target, index) => {
      const direct = fitRidge({
        rows,
        weights,
        lambda: 0.3,
        targets: [...first.targets, ...second.targets].map((row) => row[target]!),
      });
      const model = models[index]!;
      expect(model.intercept).toBeCloseTo(direct.intercept, 10);
      model.coefficients.forEach((coefficient, column) =>
        expect(coefficient).toBeCloseTo(direct.coefficients[column]!, 8),
      );
      for (const row of rows) expect(predictLinear(model, row)).toBeCloseTo(predictLinear(direct, row), 8);
    });
  });

  it('leaves the columns it was not given at 0 and still reads full rows', () => {
    const [model] = fitFromMoments(addMoments(parts), [0, 2], 0.1, [0]);
    expect(model!.coefficients[1]).toBe(0);
    expect(model!.coefficients[3]).toBe(0);
    const direct = fitRidge({
      rows: [...first.rows, ...second.rows].map((row) => [row[0]!, row[2]!]),
      weights: [...first.rows.map(() => 1 / 40), ...second.rows.map(() => 1 / 25)],
      lambda: 0.1,
      targets: [...first.targets, ...second.targets].map((row) => row[0]!),
    });
    expect(predictLinear(model!, first.rows[3]!)).toBeCloseTo(
      predictLinear(direct, [first.rows[3]![0]!, first.rows[3]![2]!]),
      8,
    );
  });

  it('measures a held-out prompt from its moments as from its predictions', () => {
    const [model] = fitFromMoments(parts[0]!.moments, [0, 1, 2], 0.1, [0]);
    const held = prompt(3, 30);
    const predicted = held.rows.map((row) => predictLinear(model!, row));
    const actual = held.targets.map((row) => row[0]!);
    const fit = measureHeldOut(model!, measureMoments(held.rows, held.targets), 0);
    expect(fit.squaredError).toBeCloseTo(
      actual.reduce((sum, value, index) => sum + (value - predicted[index]!) ** 2, 0),
      8,
    );
    expect(fit.pearson).toBeCloseTo(pearson(actual, predicted), 8);
    expect(fit.pearson).toBeGreaterThan(0.5);
  });

  it('averages fits over penalties: each prediction is the mean of the single fits', () => {
    const moments = addMoments(parts);
    const lambdas = [0.01, 0.3, 3];
    const [averaged] = fitAveraged(moments, [0, 1, 2], lambdas, [1]);
    const singles = lambdas.map((lambda) => fitFromMoments(moments, [0, 1, 2], lambda, [1])[0]!);
    for (const row of second.rows) {
      const mean = singles.reduce((sum, model) => sum + predictLinear(model, row), 0) / singles.length;
      expect(predictLinear(averaged!, row)).toBeCloseTo(mean, 10);
    }
    expect(predictLinear(singles[0]!, second.rows[0]!)).not.toBeCloseTo(
      predictLinear(singles[2]!, second.rows[0]!),
      3,
    );
  });
});
