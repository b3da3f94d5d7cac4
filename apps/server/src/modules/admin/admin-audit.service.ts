import type { AdminAuditEntry, AdminAuditQuery } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { findAuditPage } from './admin-audit.repository.js';
import { presentAuditEntry } from './admin.presenter.js';

/** A page of the audit log with the filters and order of `GET /api/admin/audit`, and the total. */
export async function listAuditEntries(
  deps: AppDeps,
  query: AdminAuditQuery,
): Promise<{ items: AdminAuditEntry[]; total: number }> {
  const { rows, total } = await findAuditPage(deps.db, query);
  return { items: rows.map(presentAuditEntry), total };
}
