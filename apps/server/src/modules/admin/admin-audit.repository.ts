import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AdminAuditQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { adminAudit } from '../../db/schema/index.js';
import { containsPattern } from './admin-users.repository.js';
import type { AuditRow } from '../../platform/admin-audit.repository.js';

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
