import { ScoringInputError } from './scoring-input-error.js';

/** A THPT test's result: points earned, points possible and the mark out of 10. */
export interface ThptMark {
  correct: number;
  total: number;
  mark: number;
}

/**
 * The mark out of 10 of a Vietnamese THPT test: 10 x correct / total, rounded half up to two
 * decimals. Each result is one marked item (a multiple-choice item counts 1, a reading passage
 * one per sub-question). Throws ScoringInputError (`results.invalid`) for an empty test or
 * scores that are not whole numbers between 0 and max.
 */
export function computeThptMark(results: readonly { score: number; max: number }[]): ThptMark {
  for (const [index, result] of results.entries()) {
    const valid =
      Number.isInteger(result.score) &&
      Number.isInteger(result.max) &&
      result.score >= 0 &&
      result.score <= result.max;
    if (!valid) {
      throw new ScoringInputError(
        'results.invalid',
        `result ${index + 1}: score ${result.score} / max ${result.max} must be whole numbers with 0 <= score <= max`,
      );
    }
  }
  const correct = results.reduce((sum, result) => sum + result.score, 0);
  const total = results.reduce((sum, result) => sum + result.max, 0);
  if (total === 0)
    throw new ScoringInputError('results.invalid', 'a THPT test needs at least one marked item');
  // Integer numerator and denominator: one division, then rounding, avoids 0.1-style drift.
  return { correct, total, mark: Math.round((1000 * correct) / total) / 100 };
}
