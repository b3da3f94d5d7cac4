/** Agreement and error metrics for the writing benchmark and the calibration report. */

/** Quadratic weighted kappa between two integer ratings on [min, max]. Returns 0 when undefined. */
export function quadraticWeightedKappa(
  actual: number[],
  predicted: number[],
  min: number,
  max: number,
): number {
  const size = max - min + 1;
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const actualHistogram = new Array<number>(size).fill(0);
  const predictedHistogram = new Array<number>(size).fill(0);
  actual.forEach((value, index) => {
    const left = Math.round(value) - min;
    const right = Math.round(predicted[index] ?? min) - min;
    const row = observed[left];
    if (!row || right < 0 || right >= size) throw new Error('Rating outside the declared range');
    row[right] = (row[right] ?? 0) + 1;
    actualHistogram[left] = (actualHistogram[left] ?? 0) + 1;
    predictedHistogram[right] = (predictedHistogram[right] ?? 0) + 1;
  });
  const count = actual.length;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j < size; j += 1) {
      const weight = (i - j) ** 2 / Math.max(1, (size - 1) ** 2);
      const expected = ((actualHistogram[i] ?? 0) * (predictedHistogram[j] ?? 0)) / count;
      numerator += weight * (observed[i]?.[j] ?? 0);
      denominator += weight * expected;
    }
  }
  return denominator === 0 ? 0 : 1 - numerator / denominator;
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Pearson correlation; 0 when either side is constant. */
export function pearson(left: number[], right: number[]): number {
  const leftMean = mean(left);
  const rightMean = mean(right);
  let covariance = 0;
  let leftVariance = 0;
  let rightVariance = 0;
  left.forEach((value, index) => {
    const a = value - leftMean;
    const b = (right[index] ?? rightMean) - rightMean;
    covariance += a * b;
    leftVariance += a * a;
    rightVariance += b * b;
  });
  return leftVariance === 0 || rightVariance === 0 ? 0 : covariance / Math.sqrt(leftVariance * rightVariance);
}

/** Root mean squared error. */
export function rootMeanSquaredError(actual: number[], predicted: number[]): number {
  return Math.sqrt(mean(actual.map((value, index) => (value - (predicted[index] ?? 0)) ** 2)));
}

/** Median of a list (for timing runs). */
export function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Maps predictions onto the human score distribution of the same prompt: the k-th lowest
 * prediction receives the k-th lowest human score (ties keep input order). Kappa after this
 * matching measures only how well the predictions rank essays within the prompt, which is what
 * a scorer facing a new prompt can be judged on.
 */
export function matchDistribution(actual: number[], predicted: number[]): number[] {
  const sortedScores = [...actual].sort((left, right) => left - right);
  const order = predicted
    .map((value, index) => ({ value, index }))
    .sort((a, b) => a.value - b.value || a.index - b.index);
  const matched = new Array<number>(predicted.length).fill(0);
  order.forEach((item, rank) => {
    matched[item.index] = sortedScores[rank] ?? 0;
  });
  return matched;
}
