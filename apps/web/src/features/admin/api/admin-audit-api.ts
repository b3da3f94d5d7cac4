import { queryOptions } from '@tanstack/react-query';
import { adminAuditApi, type AdminAuditAction } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';

/** Every query of the audit log: an action on an account refreshes them. */
export const adminAuditKey = [...adminKey, 'audit'] as const;

/** The audit log, through the typed client. */
const adminAudit = createApiClient(adminAuditApi);

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
  // Filters left empty are not sent; the page reads `action` from the address only when it is
  // one of the audit's actions.
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as Omit<AuditFilters, 'action'> & { action?: AdminAuditAction };
  return queryOptions({
    queryKey: [...adminAuditKey, filters],
    queryFn: ({ signal }) => adminAudit.list({ query }, { signal }),
    placeholderData: (previous) => previous,
  });
}
