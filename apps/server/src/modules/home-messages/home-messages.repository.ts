import { and, asc, count, desc, eq, gt, lte, notExists, type SQL } from 'drizzle-orm';
import type { HomeMessageKind, HomeMessageListQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { homeMessageDismissals, homeMessages } from '../../db/schema/index.js';

export type HomeMessageRow = typeof homeMessages.$inferSelect;
export type NewHomeMessageRow = typeof homeMessages.$inferInsert;

const sortColumns = {
  startsAt: homeMessages.startsAt,
  endsAt: homeMessages.endsAt,
  createdDate: homeMessages.createdAt,
} as const;

/** One page of messages (optionally of one kind) in the asked order, and the total. */
export async function findHomeMessagePage(
  db: Executor,
  query: HomeMessageListQuery,
): Promise<{ rows: HomeMessageRow[]; total: number }> {
  const where = query.kind ? eq(homeMessages.kind, query.kind) : undefined;
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(homeMessages)
    .where(where)
    .orderBy(
      direction(sortColumns[query.sort.field]),
      direction(homeMessages.createdAt),
      asc(homeMessages.id),
    )
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(homeMessages).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function insertHomeMessage(db: Executor, row: NewHomeMessageRow): Promise<HomeMessageRow> {
  const [inserted] = await db.insert(homeMessages).values(row).returning();
  if (!inserted) throw new Error('home message not inserted');
  return inserted;
}

/** The message, its row locked until the transaction ends (so two edits do not interleave). */
export async function findHomeMessageForUpdate(
  db: Executor,
  id: string,
): Promise<HomeMessageRow | undefined> {
  const [row] = await db.select().from(homeMessages).where(eq(homeMessages.id, id)).for('update');
  return row;
}

export async function updateHomeMessage(
  db: Executor,
  id: string,
  change: Omit<NewHomeMessageRow, 'id' | 'createdAt'>,
): Promise<HomeMessageRow | undefined> {
  const [row] = await db.update(homeMessages).set(change).where(eq(homeMessages.id, id)).returning();
  return row;
}

export async function deleteHomeMessage(db: Executor, id: string): Promise<void> {
  await db.delete(homeMessages).where(eq(homeMessages.id, id));
}

/**
 * The messages of a kind running at `now` that this learner has not dismissed, the latest start
 * first (the audience is checked by the caller, from the learner's roles).
 */
export async function findRunningUndismissed(
  db: Executor,
  userId: string,
  kind: HomeMessageKind,
  now: Date,
): Promise<HomeMessageRow[]> {
  const dismissed = db
    .select({ one: homeMessageDismissals.messageId })
    .from(homeMessageDismissals)
    .where(
      and(eq(homeMessageDismissals.messageId, homeMessages.id), eq(homeMessageDismissals.userId, userId)),
    );
  const filters: SQL[] = [
    eq(homeMessages.kind, kind),
    lte(homeMessages.startsAt, now),
    gt(homeMessages.endsAt, now),
    notExists(dismissed),
  ];
  return db
    .select()
    .from(homeMessages)
    .where(and(...filters))
    .orderBy(desc(homeMessages.startsAt), desc(homeMessages.createdAt));
}

export async function findHomeMessage(db: Executor, id: string): Promise<HomeMessageRow | undefined> {
  const [row] = await db.select().from(homeMessages).where(eq(homeMessages.id, id));
  return row;
}

/** Remembers that the learner closed the message (closing it twice keeps the first time). */
export async function insertDismissal(
  db: Executor,
  userId: string,
  messageId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(homeMessageDismissals)
    .values({ userId, messageId, dismissedAt: now })
    .onConflictDoNothing();
}
