import type { Executor } from '../../db/client.js';
import { insertClassAudit } from './classes.repository.js';

/** One change to a class, as its audit trail keeps it: who, what, on what, before and after. */
export interface ClassChange {
  classId: string;
  actorId: string;
  action: string;
  subject?: string | undefined;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/**
 * Writes a class change to its append-only audit trail, inside the caller's transaction, so the
 * change and its record commit together (a trigger refuses UPDATE, DELETE and TRUNCATE).
 */
export async function recordClassChange(tx: Executor, change: ClassChange): Promise<void> {
  await insertClassAudit(tx, {
    classId: change.classId,
    actorId: change.actorId,
    action: change.action,
    subject: change.subject ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    createdAt: change.at,
  });
}
