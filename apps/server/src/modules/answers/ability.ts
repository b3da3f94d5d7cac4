/** Starting ratings: learners at 1500; items by level. */
export const initialLearnerRating = 1500;
export const initialItemRating = { basic: 1300, intermediate: 1500, advanced: 1700 } as const;

/** An item's rating before anyone answered it: its level's starting rating. */
export function startingItemRating(level: string): number {
  return initialItemRating[level as keyof typeof initialItemRating] ?? initialLearnerRating;
}

const learnerK = 32;
const itemK = 16;

/** The chance, on the Elo/Rasch logistic curve, that a learner of this rating gets the item right. */
export function expectedScore(learnerRating: number, itemRating: number): number {
  return 1 / (1 + 10 ** ((itemRating - learnerRating) / 400));
}

/**
 * Updates both ratings from one objective answer (`outcome` = score / max, 0..1): the learner
 * moves toward the evidence, the item the opposite way, each by its K factor times the surprise.
 */
export function updateRatings(
  learnerRating: number,
  itemRating: number,
  outcome: number,
): { learner: number; item: number } {
  const clamped = Math.min(1, Math.max(0, outcome));
  const surprise = clamped - expectedScore(learnerRating, itemRating);
  return { learner: learnerRating + learnerK * surprise, item: itemRating - itemK * surprise };
}
