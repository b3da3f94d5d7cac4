import { queryOptions } from '@tanstack/react-query';
import type { AdminOrder, OutboxEntry } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** Every query of the admin console starts with this key (sign-out drops them with the session). */
export const adminKey = [...sessionKey, 'admin'] as const;

/** `GET /api/admin/outbox?limit=`: the latest e-mails the platform sent or queued. */
export function outboxQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...adminKey, 'outbox', limit],
    queryFn: ({ signal }) => apiRequest<OutboxEntry[]>(`/api/admin/outbox?limit=${limit}`, { signal }),
  });
}

/** `GET /api/admin/orders`: every learner's latest orders. */
export function adminOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'orders'],
    queryFn: ({ signal }) => apiRequest<AdminOrder[]>('/api/admin/orders', { signal }),
  });
}
