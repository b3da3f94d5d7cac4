import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { adminAudit } from '../db/schema/index.js';

export type AuditRow = typeof adminAudit.$inferSelect;
export type NewAuditRow = typeof adminAudit.$inferInsert;

/** Appends one entry to the audit log (the table refuses updates and deletes). */
export async function insertAuditEntry(db: Executor, entry: NewAuditRow): Promise<AuditRow> {
  const [row] = await db.insert(adminAudit).values(entry).returning();
  if (!row) throw new Error('audit entry not inserted');
  return row;
}

/**
 * The same append as a write not yet run, for a statement that makes the change itself (a CTE of
 * it): the change and its entry are then one statement, committed together or not at all.
 */
export function auditEntryWrite(db: Executor, entry: NewAuditRow): SQLWrapper {
  return db.insert(adminAudit).values(entry);
}
