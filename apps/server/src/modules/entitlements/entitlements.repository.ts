import { and, count, desc, eq, gt, gte, isNotNull, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { entitlementLedger, users } from '../../db/schema/index.js';

export type LedgerEntry = typeof entitlementLedger.$inferInsert;

/** Adds ledger rows; a grant with a source id is recorded once (the unique index makes it idempotent). */
export async function insertLedgerEntries(db: Executor, entries: LedgerEntry[]) {
  if (entries.length === 0) return;
  await db.insert(entitlementLedger).values(entries).onConflictDoNothing();
}

/** Balance per credit resource: grants minus spends, ignoring grants that have expired. */
export async function sumBalances(db: Executor, userId: string, now: Date) {
  return db
    .select({
      resource: entitlementLedger.resource,
      balance: sql<number>`coalesce(sum(${entitlementLedger.amount}), 0)::int`,
    })
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        or(isNull(entitlementLedger.validUntil), gt(entitlementLedger.validUntil, now)),
        sql`${entitlementLedger.resource} in ('ai_scoring', 'mock_exam', 'mock_score', 'free_random_mock')`,
        sql`${entitlementLedger.source} <> 'subscription_daily'`,
      ),
    )
    .groupBy(entitlementLedger.resource);
}

/** Periods (subscription, pronunciation, full bank) still running: latest end and the largest daily quota. */
export async function activePeriods(db: Executor, userId: string, now: Date) {
  return db
    .select({
      resource: entitlementLedger.resource,
      validUntil: sql<Date | string | null>`max(${entitlementLedger.validUntil})`,
      dailyQuota: sql<number>`coalesce(max(${entitlementLedger.dailyQuota}), 0)::int`,
    })
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        sql`${entitlementLedger.resource} in ('subscription', 'pronunciation', 'full_bank')`,
        gt(entitlementLedger.validUntil, now),
      ),
    )
    .groupBy(entitlementLedger.resource);
}

/** Subscription AI scoring spent in a day window. */
export async function sumDailySpends(db: Executor, userId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ spent: sql<number>`coalesce(-sum(${entitlementLedger.amount}), 0)::int` })
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        eq(entitlementLedger.source, 'subscription_daily'),
        gte(entitlementLedger.createdAt, from),
        lt(entitlementLedger.createdAt, to),
      ),
    );
  return row?.spent ?? 0;
}

export type LedgerRow = typeof entitlementLedger.$inferSelect;

/** One page of a user's ledger, newest first, and the number of entries in all. */
export async function findLedgerPage(
  db: Executor,
  userId: string,
  page: number,
  size: number,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const rows = await db
    .select()
    .from(entitlementLedger)
    .where(eq(entitlementLedger.userId, userId))
    .orderBy(desc(entitlementLedger.createdAt), desc(entitlementLedger.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ value: count() })
    .from(entitlementLedger)
    .where(eq(entitlementLedger.userId, userId));
  return { rows, total: total?.value ?? 0 };
}

/**
 * Locks the user's row until the transaction ends, so the spends of one user are serialised and
 * a balance read under the lock stays true until the spend is written.
 */
export async function lockLedgerOwner(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select ${users.id} from ${users} where ${eq(users.id, userId)} for update`);
}

/** A user's ledger entry with this source id (a spend's key), if any. */
export async function findLedgerEntry(db: Executor, userId: string, sourceId: string) {
  const [entry] = await db
    .select()
    .from(entitlementLedger)
    .where(and(eq(entitlementLedger.userId, userId), eq(entitlementLedger.sourceId, sourceId)));
  return entry;
}

/** A user's ledger entries of one resource whose source id matches a LIKE pattern. */
export async function findLedgerEntriesLike(db: Executor, userId: string, resource: string, pattern: string) {
  return db
    .select()
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        eq(entitlementLedger.resource, resource),
        like(entitlementLedger.sourceId, pattern),
      ),
    );
}

/** The source id of the latest spend matching a LIKE pattern, the user's own or a class's paying for them. */
export async function findLatestSpendLike(db: Executor, userId: string, pattern: string) {
  const [spend] = await db
    .select({ sourceId: entitlementLedger.sourceId })
    .from(entitlementLedger)
    .where(
      and(
        // A class pays for its assignments' scoring: that spend has the class, not the learner.
        or(eq(entitlementLedger.userId, userId), isNotNull(entitlementLedger.classId)),
        lt(entitlementLedger.amount, 0),
        like(entitlementLedger.sourceId, pattern),
      ),
    )
    .orderBy(desc(entitlementLedger.createdAt))
    .limit(1);
  return spend?.sourceId ?? undefined;
}
