import { eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { itemRatings, learnerRatings } from '../../db/schema/index.js';
import { initialLearnerRating, startingItemRating, updateRatings } from './ability.js';

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
  return new Map(items.map((item) => [item.id, known.get(item.id) ?? startingItemRating(item.level)]));
}

/** One objective answer: who answered which item (of which level), and its score / max (0..1). */
export interface ObjectiveOutcome {
  userId: string;
  questionId: number;
  level: string;
  outcome: number;
}

/**
 * The learner's and the item's current ratings as subqueries (null before their first rated
 * answer), for a statement that reads other things too: one round trip fewer on a hot route.
 */
export function ratingSelections(
  userId: string | Placeholder,
  questionId: number | Placeholder,
): { learnerRating: SQL<number | null>; itemRating: SQL<number | null> } {
  return {
    learnerRating: sql<number | null>`(select ${learnerRatings.rating} from ${learnerRatings}
      where ${learnerRatings.userId} = ${userId})`,
    itemRating: sql<number | null>`(select ${itemRatings.rating} from ${itemRatings}
      where ${itemRatings.questionId} = ${questionId})`,
  };
}

/**
 * The learner's and the item's ratings after one objective answer, given the ratings read before
 * it (null: not rated yet).
 */
export function ratingsAfter(
  input: Pick<ObjectiveOutcome, 'level' | 'outcome'>,
  read: { learnerRating: number | null; itemRating: number | null },
): { learner: number; item: number } {
  return updateRatings(
    read.learnerRating ?? initialLearnerRating,
    read.itemRating ?? startingItemRating(input.level),
    input.outcome,
  );
}

/**
 * The statements that store the ratings after one objective answer, given the ratings read
 * before it (null: not rated yet). Not run here: {@link recordObjectiveOutcome} runs them one by
 * one; a mock answer runs them inside its own upsert (one statement).
 */
export function ratingWrites(
  db: Executor,
  input: ObjectiveOutcome,
  read: { learnerRating: number | null; itemRating: number | null },
): [SQLWrapper, SQLWrapper] {
  const next = ratingsAfter(input, read);
  return [
    db
      .insert(learnerRatings)
      .values({ userId: input.userId, rating: next.learner, answers: 1 })
      .onConflictDoUpdate({
        target: learnerRatings.userId,
        set: { rating: next.learner, answers: sql`${learnerRatings.answers} + 1` },
      }),
    db
      .insert(itemRatings)
      .values({ questionId: input.questionId, rating: next.item, answers: 1 })
      .onConflictDoUpdate({
        target: itemRatings.questionId,
        set: { rating: next.item, answers: sql`${itemRatings.answers} + 1` },
      }),
  ];
}

/**
 * Moves the learner's and the item's ratings toward the evidence of one objective answer
 * (outcome = score / max). Call inside the answer's transaction.
 */
export async function recordObjectiveOutcome(db: Executor, input: ObjectiveOutcome): Promise<void> {
  const [read] = await db
    .select(ratingSelections(input.userId, input.questionId))
    .from(sql`(select 1) as one`);
  for (const write of ratingWrites(db, input, read ?? { learnerRating: null, itemRating: null }))
    await db.execute(write.getSQL());
}
