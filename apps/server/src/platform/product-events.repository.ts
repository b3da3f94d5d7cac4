import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { productEvents } from '../db/schema/index.js';

export type ProductEvent = typeof productEvents.$inferInsert;

/** Records product events, in the caller's transaction (so an event exists exactly when its change does). */
export async function insertProductEvents(db: Executor, events: ProductEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(productEvents).values(events);
}

/** Whether the user has an event of this kind (an account's activation is recorded once). */
export async function hasProductEvent(db: Executor, userId: string, type: ProductEvent['type']) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select 1 from ${productEvents} where ${productEvents.userId} = ${userId} and ${productEvents.type} = ${type} limit 1`,
  );
  return rows.length > 0;
}
