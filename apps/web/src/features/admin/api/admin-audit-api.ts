import { queryOptions } from '@tanstack/react-query';
import type { AdminAuditEntry } from '@prepwise/contracts';
import { apiRequestPage } from '../../../lib/api-page';
import { adminKey } from './admin-api';

/** Every query of the audit log: an action on an account refreshes them. */
export const adminAuditKey = [...adminKey, 'audit'] as const;

/** The audit page's filters, as the API takes them (`from`/`to` are instants). */
export interface AuditFilters {
  actor?: string;
  action?: string;
  targetId?: string;
  from?: string;
  to?: string;
  sort: string;
  page: number;
  size: number;
}

/** `GET /api/admin/audit?...`: one page of audit entries matching the filters, and the total. */
export function adminAuditQueryOptions(filters: AuditFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return queryOptions({
    queryKey: [...adminAuditKey, filters],
    queryFn: ({ signal }) =>
      apiRequestPage<AdminAuditEntry>(`/api/admin/audit?${params.toString()}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
