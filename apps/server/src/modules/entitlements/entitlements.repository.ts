import { and, count, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { entitlementLedger } from '../../db/schema.js';

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
