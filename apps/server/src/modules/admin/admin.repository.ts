import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The newest e-mails of the outbox, newest first. */
export async function findRecentOutbox(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
