import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

/** Records a message in the outbox (queued) and returns its id. */
export async function insertOutboxMessage(
  db: Executor,
  message: { recipient: string; subject: string; template: string },
): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** One outbox message by id. */
export async function findOutboxMessage(db: Executor, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Marks a message sent, with where the transport put it. */
export async function markOutboxSent(
  db: Executor,
  id: string,
  receipt: { transport: string; location: string | null },
  sentAt: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', transport: receipt.transport, location: receipt.location, sentAt, error: null })
    .where(eq(mailOutbox.id, id));
}

/** Marks a message failed with the transport's reason (the job is retried). */
export async function markOutboxFailed(db: Executor, id: string, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', error }).where(eq(mailOutbox.id, id));
}
