import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminAuditQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { adminAudit } from '../../db/schema/index.js';
import { containsPattern } from './admin-users.repository.js';

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

const auditSortColumns = {
  createdDate: adminAudit.createdAt,
  action: adminAudit.action,
  actorEmail: adminAudit.actorEmail,
} as const;

/** One page of audit entries matching the filters, in the asked order (newest first by default), and the total. */
export async function findAuditPage(
  db: Executor,
  query: AdminAuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(ilike(adminAudit.actorEmail, containsPattern(query.actor)));
  if (query.action) filters.push(eq(adminAudit.action, query.action));
  if (query.targetId) filters.push(eq(adminAudit.targetId, query.targetId));
  if (query.from) filters.push(gte(adminAudit.createdAt, new Date(query.from)));
  if (query.to) filters.push(lt(adminAudit.createdAt, new Date(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = auditSortColumns[query.sort.field];
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(adminAudit)
    .where(where)
    .orderBy(direction(column), direction(adminAudit.createdAt), direction(adminAudit.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(adminAudit).where(where);
  return { rows, total: total?.value ?? 0 };
}
