import type { AdminAuditAction, AdminAuditTargetType } from '@prepwise/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.js';
import { auditEntryWrite, insertAuditEntry, type NewAuditRow } from './admin-audit.repository.js';

/** One admin change as the audit log keeps it. */
export interface AdminChange {
  action: AdminAuditAction;
  targetType: AdminAuditTargetType;
  targetId: string;
  /** What the target is called now (an account's e-mail): the log stays readable after renames. */
  targetLabel: string;
  /** The target's state the change replaced (null when the action creates or sends something). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function auditEntryOf(actor: { id: string; email: string }, change: AdminChange, now: Date): NewAuditRow {
  return {
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    targetLabel: change.targetLabel,
    before: change.before,
    after: change.after,
    createdAt: now,
  };
}

/**
 * The way an admin change reaches the audit log: called inside the change's own transaction
 * (`tx`), so the change and its entry are committed together or not at all.
 */
export async function recordAdminChange(
  tx: Transaction,
  actor: { id: string; email: string },
  change: AdminChange,
  now: Date,
): Promise<void> {
  await insertAuditEntry(tx, auditEntryOf(actor, change, now));
}

/**
 * The other way, for a change made by one statement: the entry as a write that the change's
 * repository runs inside that statement (a CTE), so both are committed together or not at all
 * without a transaction around several statements (a hot path: an admin's chat reply).
 */
export function adminChangeWrite(
  db: Executor,
  actor: { id: string; email: string },
  change: AdminChange,
  now: Date,
): SQLWrapper {
  return auditEntryWrite(db, auditEntryOf(actor, change, now));
}
