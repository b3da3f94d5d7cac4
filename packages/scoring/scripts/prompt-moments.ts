/**
 * Weighted ridge fits from per-prompt sums, so that a nested leave-prompt-out search (hundreds of
 * folds times dozens of candidate models) costs a small matrix solve per fit instead of a pass over
 * every essay. The sums of a set of prompts add up, and a fit from them equals `fitRidge` on the
 * same rows with the same weights (tested).
 */
import type { LinearModel } from '../src/writing/ridge.js';

/** Sums over one prompt's essays (unit weight each) of the features, their products and the targets. */
export interface PromptMoments {
  count: number;
  width: number;
  /** Sum of each feature. */
  sum: Float64Array;
  /** Sum of the products of two features, width x width, row-major. */
  cross: Float64Array;
  /** Per target: sum of the target. */
  targetSum: Float64Array;
  /** Per target: sum of the target's square. */
  targetSquares: Float64Array;
  /** Per target, width values: sum of target x feature. */
  targetCross: Float64Array;
}

/** Adds up the moments of rows and their targets (`targets[row][target]`). */
export function measureMoments(rows: readonly number[][], targets: readonly number[][]): PromptMoments {
  const width = rows[0]?.length ?? 0;
  const targetCount = targets[0]?.length ?? 0;
  const moments: PromptMoments = {
    count: rows.length,
    width,
    sum: new Float64Array(width),
    cross: new Float64Array(width * width),
    targetSum: new Float64Array(targetCount),
    targetSquares: new Float64Array(targetCount),
    targetCross: new Float64Array(targetCount * width),
  };
  rows.forEach((row, index) => {
    const values = targets[index] ?? [];
    for (let i = 0; i < width; i += 1) {
      const left = row[i] ?? 0;
      moments.sum[i] = (moments.sum[i] ?? 0) + left;
      for (let j = 0; j < width; j += 1)
        moments.cross[i * width + j] = (moments.cross[i * width + j] ?? 0) + left * (row[j] ?? 0);
    }
    for (let t = 0; t < targetCount; t += 1) {
      const value = values[t] ?? 0;
      moments.targetSum[t] = (moments.targetSum[t] ?? 0) + value;
      moments.targetSquares[t] = (moments.targetSquares[t] ?? 0) + value * value;
      for (let i = 0; i < width; i += 1)
        moments.targetCross[t * width + i] =
          (moments.targetCross[t * width + i] ?? 0) + value * (row[i] ?? 0);
    }
  });
  return moments;
}

/** Weighted sum of prompt moments: each prompt's essays weigh `weight` each. */
export function addMoments(parts: ReadonlyArray<{ moments: PromptMoments; weight: number }>): PromptMoments {
  const first = parts[0]?.moments;
  if (!first) throw new Error('No moments to add');
  const total: PromptMoments = {
    count: 0,
    width: first.width,
    sum: new Float64Array(first.sum.length),
    cross: new Float64Array(first.cross.length),
    targetSum: new Float64Array(first.targetSum.length),
    targetSquares: new Float64Array(first.targetSquares.length),
    targetCross: new Float64Array(first.targetCross.length),
  };
  const add = (into: Float64Array, from: Float64Array, weight: number): void => {
    for (let index = 0; index < into.length; index += 1)
      into[index] = (into[index] ?? 0) + weight * (from[index] ?? 0);
  };
  for (const { moments, weight } of parts) {
    total.count += weight * moments.count;
    add(total.sum, moments.sum, weight);
    add(total.cross, moments.cross, weight);
    add(total.targetSum, moments.targetSum, weight);
    add(total.targetSquares, moments.targetSquares, weight);
    add(total.targetCross, moments.targetCross, weight);
  }
  return total;
}

/** Means and scales (weighted, population) of every feature, as `prepareRidge` computes them. */
function standardisation(moments: PromptMoments): { means: number[]; scales: number[] } {
  const means = Array.from(moments.sum, (value) => value / moments.count);
  const scales = means.map((mean, i) => {
    const variance = (moments.cross[i * moments.width + i] ?? 0) / moments.count - mean * mean;
    const scale = Math.sqrt(Math.max(variance, 0));
    return scale > 1e-9 ? scale : 1;
  });
  return { means, scales };
}

/**
 * Solves (A + lambda I) x = b for several right-hand sides by Cholesky; A is symmetric positive
 * semi-definite (a Gram matrix), so the penalised matrix is positive definite.
 */
function solveSymmetric(
  matrix: Float64Array,
  size: number,
  lambda: number,
  rightSides: Float64Array[],
): Float64Array[] {
  const lower = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let value = (matrix[i * size + j] ?? 0) + (i === j ? lambda + 1e-9 : 0);
      for (let k = 0; k < j; k += 1) value -= (lower[i * size + k] ?? 0) * (lower[j * size + k] ?? 0);
      lower[i * size + j] = i === j ? Math.sqrt(Math.max(value, 1e-12)) : value / (lower[j * size + j] ?? 1);
    }
  }
  return rightSides.map((rightSide) => {
    const forward = new Float64Array(size);
    for (let i = 0; i < size; i += 1) {
      let value = rightSide[i] ?? 0;
      for (let k = 0; k < i; k += 1) value -= (lower[i * size + k] ?? 0) * (forward[k] ?? 0);
      forward[i] = value / (lower[i * size + i] ?? 1);
    }
    const solution = new Float64Array(size);
    for (let i = size - 1; i >= 0; i -= 1) {
      let value = forward[i] ?? 0;
      for (let k = i + 1; k < size; k += 1) value -= (lower[k * size + i] ?? 0) * (solution[k] ?? 0);
      solution[i] = value / (lower[i * size + i] ?? 1);
    }
    return solution;
  });
}

/**
 * Ridge fits of the given targets on the given feature columns from summed moments. The models are
 * as wide as the moments: columns left out get coefficient 0, so `predictLinear` reads full rows.
 */
export function fitFromMoments(
  moments: PromptMoments,
  columns: readonly number[],
  lambda: number,
  targetIndexes: readonly number[],
): LinearModel[] {
  const { width, count } = moments;
  const { means, scales } = standardisation(moments);
  const size = columns.length;
  const gram = new Float64Array(size * size);
  columns.forEach((i, row) => {
    columns.forEach((j, column) => {
      const covariance = (moments.cross[i * width + j] ?? 0) / count - (means[i] ?? 0) * (means[j] ?? 0);
      gram[row * size + column] = covariance / ((scales[i] ?? 1) * (scales[j] ?? 1));
    });
  });
  const intercepts = targetIndexes.map((target) => (moments.targetSum[target] ?? 0) / count);
  const rightSides = targetIndexes.map((target, index) => {
    const values = new Float64Array(size);
    columns.forEach((i, row) => {
      const covariance =
        (moments.targetCross[target * width + i] ?? 0) / count - (means[i] ?? 0) * (intercepts[index] ?? 0);
      values[row] = covariance / (scales[i] ?? 1);
    });
    return values;
  });
  return solveSymmetric(gram, size, lambda, rightSides).map((solution, index) => {
    const coefficients = new Array<number>(width).fill(0);
    columns.forEach((column, row) => (coefficients[column] = solution[row] ?? 0));
    return { means, scales, coefficients, intercept: intercepts[index] ?? 0 };
  });
}

/**
 * Ridge fits averaged over several penalties: for each target, the mean of the models fitted with
 * each penalty. They share the moments' means, scales and intercept, so the average is itself a
 * linear model whose predictions are the mean of the single models' predictions (model averaging
 * over the penalty grid, instead of betting on one penalty).
 */
export function fitAveraged(
  moments: PromptMoments,
  columns: readonly number[],
  lambdas: readonly number[],
  targetIndexes: readonly number[],
): LinearModel[] {
  const fits = lambdas.map((lambda) => fitFromMoments(moments, columns, lambda, targetIndexes));
  return targetIndexes.map((_, index) => {
    const models = fits.map((models) => models[index] as LinearModel);
    const first = models[0];
    if (!first) throw new Error('No penalty to fit with');
    return {
      ...first,
      coefficients: first.coefficients.map(
        (_, column) =>
          models.reduce((sum, model) => sum + (model.coefficients[column] ?? 0), 0) / models.length,
      ),
    };
  });
}

/** A model as intercept + slope . x on raw features. */
function rawSlopes(model: LinearModel): { offset: number; slopes: Float64Array } {
  const slopes = new Float64Array(model.coefficients.length);
  let offset = model.intercept;
  model.coefficients.forEach((coefficient, index) => {
    const slope = coefficient / (model.scales[index] ?? 1);
    slopes[index] = slope;
    offset -= slope * (model.means[index] ?? 0);
  });
  return { offset, slopes };
}

/** What a model's predictions on a prompt's essays add up to against one target (from the prompt's moments). */
export interface HeldOutFit {
  count: number;
  /** Sum of squared errors. */
  squaredError: number;
  /** Pearson r of the predictions and the target within the prompt (0 when either is constant). */
  pearson: number;
  /** Spread (population standard deviation) of the predictions within the prompt. */
  predictedSpread: number;
  /** Spread of the target within the prompt. */
  targetSpread: number;
}

/** Scores a model on a prompt it was not fitted on, from that prompt's moments alone. */
export function measureHeldOut(model: LinearModel, moments: PromptMoments, target: number): HeldOutFit {
  const { width, count } = moments;
  const { offset, slopes } = rawSlopes(model);
  let slopeSum = 0;
  let slopeCross = 0;
  let quadratic = 0;
  for (let i = 0; i < width; i += 1) {
    const slope = slopes[i] ?? 0;
    if (slope === 0) continue;
    slopeSum += slope * (moments.sum[i] ?? 0);
    slopeCross += slope * (moments.targetCross[target * width + i] ?? 0);
    let row = 0;
    for (let j = 0; j < width; j += 1) row += (moments.cross[i * width + j] ?? 0) * (slopes[j] ?? 0);
    quadratic += slope * row;
  }
  const targetSum = moments.targetSum[target] ?? 0;
  const predictedSum = count * offset + slopeSum;
  const predictedSquares = count * offset * offset + 2 * offset * slopeSum + quadratic;
  const crossSum = offset * targetSum + slopeCross;
  const targetSquares = moments.targetSquares[target] ?? 0;
  const covariance = crossSum / count - (predictedSum / count) * (targetSum / count);
  const predictedVariance = Math.max(predictedSquares / count - (predictedSum / count) ** 2, 0);
  const targetVariance = Math.max(targetSquares / count - (targetSum / count) ** 2, 0);
  const denominator = Math.sqrt(predictedVariance * targetVariance);
  return {
    count,
    squaredError: targetSquares - 2 * crossSum + predictedSquares,
    pearson: denominator > 1e-12 ? covariance / denominator : 0,
    predictedSpread: Math.sqrt(predictedVariance),
    targetSpread: Math.sqrt(targetVariance),
  };
}
