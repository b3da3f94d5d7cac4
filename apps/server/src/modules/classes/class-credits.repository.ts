import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { entitlementLedger } from '../../db/schema/index.js';

export type ClassResource = 'ai_scoring' | 'mock_score';

/** A class's balances: its grants less its spends, per resource. */
export async function findClassBalances(
  db: Executor,
  classId: string,
): Promise<Record<ClassResource, number>> {
  const rows = await db
    .select({
      resource: entitlementLedger.resource,
      balance: sql<number>`sum(${entitlementLedger.amount})`.mapWith(Number),
    })
    .from(entitlementLedger)
    .where(eq(entitlementLedger.classId, classId))
    .groupBy(entitlementLedger.resource);
  const balanceOf = (resource: ClassResource) => rows.find((row) => row.resource === resource)?.balance ?? 0;
  return { ai_scoring: balanceOf('ai_scoring'), mock_score: balanceOf('mock_score') };
}

export async function insertClassLedger(
  db: Executor,
  rows: {
    classId: string;
    resource: ClassResource;
    amount: number;
    source: string;
    sourceId: string;
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(entitlementLedger).values(rows).onConflictDoNothing();
}

/** A class's ledger entry with this source id (a spend's key), if any. */
export async function findClassLedgerEntry(db: Executor, classId: string, sourceId: string) {
  const [row] = await db
    .select()
    .from(entitlementLedger)
    .where(and(eq(entitlementLedger.classId, classId), eq(entitlementLedger.sourceId, sourceId)));
  return row;
}

/** One page of a class's ledger, newest first. */
export async function findClassLedgerPage(db: Executor, classId: string, page: number, size: number) {
  const rows = await db
    .select()
    .from(entitlementLedger)
    .where(eq(entitlementLedger.classId, classId))
    .orderBy(desc(entitlementLedger.createdAt), desc(entitlementLedger.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ value: count() })
    .from(entitlementLedger)
    .where(eq(entitlementLedger.classId, classId));
  return { rows, total: total?.value ?? 0 };
}

/** A class's ledger entries whose source id matches a LIKE pattern. */
export async function findClassLedgerLike(db: Executor, classId: string, pattern: string) {
  return db
    .select()
    .from(entitlementLedger)
    .where(and(eq(entitlementLedger.classId, classId), like(entitlementLedger.sourceId, pattern)));
}

export type WalletResource = 'class_ai_scoring' | 'class_mock_score';

/** A teacher's class wallet: the class plans' credits they bought less what they moved to classes. */
export async function findWalletBalances(
  db: Executor,
  userId: string,
): Promise<Record<WalletResource, number>> {
  const rows = await db
    .select({
      resource: entitlementLedger.resource,
      balance: sql<number>`sum(${entitlementLedger.amount})`.mapWith(Number),
    })
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        inArray(entitlementLedger.resource, ['class_ai_scoring', 'class_mock_score']),
      ),
    )
    .groupBy(entitlementLedger.resource);
  const balanceOf = (resource: WalletResource) => rows.find((row) => row.resource === resource)?.balance ?? 0;
  return { class_ai_scoring: balanceOf('class_ai_scoring'), class_mock_score: balanceOf('class_mock_score') };
}

/** Takes credits out of a teacher's wallet (negative rows on their own ledger). */
export async function insertWalletSpends(
  db: Executor,
  rows: { userId: string; resource: WalletResource; amount: number; sourceId: string; createdAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(entitlementLedger)
    .values(rows.map((row) => ({ ...row, amount: -row.amount, source: 'class_transfer' })));
}
