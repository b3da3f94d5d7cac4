import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { itemRatings, learnerRatings } from '../../db/schema/index.js';
import { initialItemRating, initialLearnerRating, updateRatings } from './ability.js';

/** The learner's current rating (1500 before any objective answer). */
export async function getLearnerRating(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select().from(learnerRatings).where(eq(learnerRatings.userId, userId));
  return row?.rating ?? initialLearnerRating;
}

/** Item ratings by id, with the level's starting rating for items not rated yet. */
export async function getItemRatings(
  db: Executor,
  items: { id: number; level: string }[],
): Promise<Map<number, number>> {
  const rows = items.length
    ? await db
        .select()
        .from(itemRatings)
        .where(
          inArray(
            itemRatings.questionId,
            items.map((item) => item.id),
          ),
        )
    : [];
  const known = new Map(rows.map((row) => [row.questionId, row.rating]));
  return new Map(
    items.map((item) => [
      item.id,
      known.get(item.id) ??
        initialItemRating[item.level as keyof typeof initialItemRating] ??
        initialLearnerRating,
    ]),
  );
}

/**
 * Moves the learner's and the item's ratings toward the evidence of one objective answer
 * (outcome = score / max). Call inside the answer's transaction.
 */
export async function recordObjectiveOutcome(
  db: Executor,
  input: { userId: string; questionId: number; level: string; outcome: number },
): Promise<void> {
  const learner = await getLearnerRating(db, input.userId);
  const item =
    (await getItemRatings(db, [{ id: input.questionId, level: input.level }])).get(input.questionId) ?? 1500;
  const next = updateRatings(learner, item, input.outcome);
  await db
    .insert(learnerRatings)
    .values({ userId: input.userId, rating: next.learner, answers: 1 })
    .onConflictDoUpdate({
      target: learnerRatings.userId,
      set: { rating: next.learner, answers: sql`${learnerRatings.answers} + 1` },
    });
  await db
    .insert(itemRatings)
    .values({ questionId: input.questionId, rating: next.item, answers: 1 })
    .onConflictDoUpdate({
      target: itemRatings.questionId,
      set: { rating: next.item, answers: sql`${itemRatings.answers} + 1` },
    });
}
