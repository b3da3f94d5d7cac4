import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * The next free id of a table whose ids are the seed's integers (no sequence), inside the
 * caller's transaction: a transaction-scoped advisory lock (`lockKey`, one per table) makes two
 * admins' creations pick their ids one after the other. Insert the row before the transaction ends.
 */
export async function lockNextId(
  db: Executor,
  table: PgTable,
  id: AnyPgColumn,
  lockKey: number,
): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
  const [next] = await db.select({ id: sql<number>`coalesce(max(${id}), 0) + 1` }).from(table);
  return Number(next?.id ?? 1);
}
