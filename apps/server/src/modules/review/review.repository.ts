import { and, asc, count, eq, gt, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import { drilledCardKinds } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { reviewCards, reviewSettings, users } from '../../db/schema/index.js';
import type { CardSchedule } from './review-schedule.js';

export type ReviewCardRow = typeof reviewCards.$inferSelect;
export type NewReviewCardRow = typeof reviewCards.$inferInsert;

/**
 * Inserts cards, skipping any whose mistake already has a card (`user_id, source_key` is unique):
 * a retried job or the same mistake made again makes no second card. Returns how many were new.
 */
export async function insertCardsOnce(db: Executor, rows: NewReviewCardRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(reviewCards)
    .values(rows)
    .onConflictDoNothing({ target: [reviewCards.userId, reviewCards.sourceKey] })
    .returning({ id: reviewCards.id });
  return inserted.length;
}

/** Cards a session drills (see `drilledCardKinds`), not suspended. */
const drilled = () => and(inArray(reviewCards.kind, [...drilledCardKinds]), isNull(reviewCards.suspendedAt));

/** The user's cards a session drills. */
const drilledOf = (userId: string) => and(eq(reviewCards.userId, userId), drilled());

const dueBy = (userId: string, until: Date) => and(drilledOf(userId), lte(reviewCards.due, until));

/** A page of the user's cards due by `until`, soonest first, and their total. */
export async function findDuePage(db: Executor, userId: string, until: Date, page: number, size: number) {
  const rows = await db
    .select()
    .from(reviewCards)
    .where(dueBy(userId, until))
    .orderBy(asc(reviewCards.due), asc(reviewCards.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ value: count() }).from(reviewCards).where(dueBy(userId, until));
  return { rows, total: total?.value ?? 0 };
}

/** The user's counts of drilled cards: due by `until`, all, and the next due date after `until`. */
export async function countCards(db: Executor, userId: string, until: Date) {
  const [row] = await db
    .select({
      total: count(),
      due: sql<number>`count(*) filter (where ${reviewCards.due} <= ${until})`.mapWith(Number),
    })
    .from(reviewCards)
    .where(drilledOf(userId));
  const [next] = await db
    .select({ value: min(reviewCards.due) })
    .from(reviewCards)
    .where(and(drilledOf(userId), gt(reviewCards.due, until)));
  return { total: row?.total ?? 0, due: row?.due ?? 0, nextDue: next?.value ?? null };
}

/** When each of the user's drilled cards due after `after` and by `until` comes due, soonest first. */
export async function findDueTimes(db: Executor, userId: string, after: Date, until: Date): Promise<Date[]> {
  const rows = await db
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(and(drilledOf(userId), gt(reviewCards.due, after), lte(reviewCards.due, until)))
    .orderBy(asc(reviewCards.due));
  return rows.map((row) => row.due);
}

/** The user's own card, locked for the drill's update; undefined for another user's card. */
export async function lockOwnCard(db: Executor, userId: string, cardId: string) {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
    .for('update');
  return row;
}

/** The user's own card; undefined for another user's card. */
export async function findOwnCard(db: Executor, userId: string, cardId: string) {
  const [row] = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)));
  return row;
}

/** Suspends (at `now`) or resumes the user's own card; undefined for another user's card. */
export async function saveSuspension(db: Executor, userId: string, cardId: string, suspendedAt: Date | null) {
  const [row] = await db
    .update(reviewCards)
    .set({ suspendedAt })
    .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
    .returning();
  return row;
}

/** Stores a card's new schedule. */
export async function updateSchedule(db: Executor, cardId: string, schedule: CardSchedule) {
  const [row] = await db.update(reviewCards).set(schedule).where(eq(reviewCards.id, cardId)).returning();
  if (!row) throw new Error('review card update returned no row');
  return row;
}

/** Whether the user opted into the daily reminder (false when never set). */
export async function findReminderChoice(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ reminders: reviewSettings.reminders })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row?.reminders ?? false;
}

/** Sets the user's reminder choice. */
export async function saveReminderChoice(db: Executor, userId: string, reminders: boolean, now: Date) {
  await db
    .insert(reviewSettings)
    .values({ userId, reminders, updatedAt: now })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: { reminders, updatedAt: now } });
}

/**
 * Opted-in learners with cards due by `until` not yet reminded on `day`, each with the count,
 * marked reminded on `day` in the same statement (a second run the same day finds nobody).
 */
export async function claimReminders(db: Executor, day: string, until: Date) {
  const due = db
    .select({ userId: reviewCards.userId, due: count().as('due') })
    .from(reviewCards)
    .where(and(lte(reviewCards.due, until), drilled()))
    .groupBy(reviewCards.userId)
    .as('due_cards');
  const claimed = await db
    .update(reviewSettings)
    .set({ lastRemindedOn: day })
    .from(due)
    .where(
      and(
        eq(reviewSettings.userId, due.userId),
        eq(reviewSettings.reminders, true),
        sql`${reviewSettings.lastRemindedOn} is distinct from ${day}`,
      ),
    )
    .returning({ userId: reviewSettings.userId, due: due.due });
  if (claimed.length === 0) return [];
  const people = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, langKey: users.langKey })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
  return people.map((person) => ({
    ...person,
    due: Number(claimed.find((row) => row.userId === person.id)?.due ?? 0),
  }));
}
