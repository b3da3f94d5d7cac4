/** A linear model on standardised features: y = intercept + sum(coefficient * (x - mean) / scale). */
export interface LinearModel {
  means: number[];
  scales: number[];
  coefficients: number[];
  intercept: number;
}

/** Training data for ridge regression; `weights` defaults to 1 per row. */
export interface RidgeProblem {
  rows: number[][];
  targets: number[];
  weights?: number[];
  /** L2 penalty on the standardised coefficients (not on the intercept). */
  lambda: number;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A square, small). Throws on a singular matrix. */
export function solveLinearSystem(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const augmented = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(augmented[row]?.[column] ?? 0) > Math.abs(augmented[pivot]?.[column] ?? 0)) pivot = row;
    }
    const pivotRow = augmented[pivot] ?? [];
    const pivotValue = pivotRow[column] ?? 0;
    if (Math.abs(pivotValue) < 1e-12) throw new Error('Singular system');
    augmented[pivot] = augmented[column] ?? [];
    augmented[column] = pivotRow;
    for (let row = 0; row < size; row += 1) {
      const current = augmented[row] ?? [];
      const factor = row === column ? 0 : (current[column] ?? 0) / pivotValue;
      if (factor !== 0)
        for (let k = column; k <= size; k += 1) current[k] = (current[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return augmented.map((row, index) => (row[size] ?? 0) / (row[index] ?? 1));
}

function weightedMoments(rows: number[][], weights: number[], column: number): [number, number] {
  let total = 0;
  let sum = 0;
  rows.forEach((row, index) => {
    total += weights[index] ?? 1;
    sum += (weights[index] ?? 1) * (row[column] ?? 0);
  });
  const mean = sum / total;
  let variance = 0;
  rows.forEach((row, index) => (variance += (weights[index] ?? 1) * ((row[column] ?? 0) - mean) ** 2));
  const scale = Math.sqrt(variance / total);
  return [mean, scale > 1e-9 ? scale : 1];
}

/**
 * The part of a ridge fit that depends on the rows and their weights only (standardisation and the
 * weighted Gram matrix), so that several targets and penalties can share it.
 */
export interface PreparedRidge {
  means: number[];
  scales: number[];
  /** Standardised rows. */
  standard: number[][];
  /** Row weights normalised to sum to 1. */
  shares: number[];
  gram: number[][];
}

/** Standardises the rows (weighted) and builds their weighted Gram matrix. */
export function prepareRidge(rows: number[][], weights: number[] = rows.map(() => 1)): PreparedRidge {
  const width = rows[0]?.length ?? 0;
  const moments = Array.from({ length: width }, (_, column) => weightedMoments(rows, weights, column));
  const means = moments.map(([mean]) => mean);
  const scales = moments.map(([, scale]) => scale);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = rows.map((_, index) => (weights[index] ?? 1) / totalWeight);
  const standard = rows.map((row) =>
    row.map((value, column) => (value - (means[column] ?? 0)) / (scales[column] ?? 1)),
  );
  const gram = Array.from({ length: width }, () => new Array<number>(width).fill(0));
  standard.forEach((row, index) => {
    const share = shares[index] ?? 0;
    for (let i = 0; i < width; i += 1) {
      const left = share * (row[i] ?? 0);
      const gramRow = gram[i] ?? [];
      for (let j = 0; j < width; j += 1) gramRow[j] = (gramRow[j] ?? 0) + left * (row[j] ?? 0);
    }
  });
  return { means, scales, standard, shares, gram };
}

/** Solves a prepared ridge problem for one target vector and penalty; the intercept is the weighted target mean. */
export function solveRidge(prepared: PreparedRidge, targets: number[], lambda: number): LinearModel {
  const { standard, shares, gram, means, scales } = prepared;
  const intercept = targets.reduce((sum, target, index) => sum + (shares[index] ?? 0) * target, 0);
  const moment = new Array<number>(gram.length).fill(0);
  standard.forEach((row, index) => {
    const weight = (shares[index] ?? 0) * ((targets[index] ?? 0) - intercept);
    row.forEach((value, column) => (moment[column] = (moment[column] ?? 0) + weight * value));
  });
  const penalised = gram.map((row, index) =>
    row.map((value, column) => (column === index ? value + lambda + 1e-9 : value)),
  );
  return { means, scales, coefficients: solveLinearSystem(penalised, moment), intercept };
}

/** Fits weighted ridge regression on standardised features; the intercept is the weighted target mean. */
export function fitRidge(problem: RidgeProblem): LinearModel {
  return solveRidge(prepareRidge(problem.rows, problem.weights), problem.targets, problem.lambda);
}

/** Applies a linear model to one feature row. */
export function predictLinear(model: LinearModel, row: readonly number[]): number {
  let value = model.intercept;
  model.coefficients.forEach((coefficient, index) => {
    value += (coefficient * ((row[index] ?? 0) - (model.means[index] ?? 0))) / (model.scales[index] ?? 1);
  });
  return value;
}
