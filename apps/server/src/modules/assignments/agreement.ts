import type { Agreement } from '@prepwise/contracts';

/** A signed answer's two totals: the AI's and the teacher's, each over its maximum. */
export interface ScorePair {
  aiScore: number | null;
  aiMax: number | null;
  score: number;
  max: number;
}

/**
 * How far the AI and the teachers agree (pure): the share of answers where the teacher kept the
 * AI's total (exact, to a tenth of a point) and where they stay within one point of it (adjacent),
 * and Pearson's r between the two totals as shares of their maximum (null under three answers or
 * without spread on either side).
 */
export function agreementOf(pairs: readonly ScorePair[]): Agreement {
  const usable = pairs.filter(
    (pair): pair is ScorePair & { aiScore: number; aiMax: number } =>
      pair.aiScore !== null && pair.aiMax !== null && pair.aiMax > 0 && pair.max > 0,
  );
  const n = usable.length;
  if (n === 0) return { answers: 0, exact: null, adjacent: null, correlation: null };
  const difference = (pair: (typeof usable)[number]) => Math.abs(pair.score - pair.aiScore);
  const exact = usable.filter((pair) => difference(pair) < 0.05).length / n;
  const adjacent = usable.filter((pair) => difference(pair) <= 1 + 1e-9).length / n;
  return {
    answers: n,
    exact,
    adjacent,
    correlation: pearson(usable.map((p) => [p.aiScore / p.aiMax, p.score / p.max])),
  };
}

function pearson(points: readonly (readonly [number, number])[]): number | null {
  if (points.length < 3) return null;
  const mean = (index: 0 | 1) => points.reduce((sum, point) => sum + point[index], 0) / points.length;
  const [meanX, meanY] = [mean(0), mean(1)];
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    varianceX += (x - meanX) ** 2;
    varianceY += (y - meanY) ** 2;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}
