import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** One e-mail of the outbox, as `GET /api/admin/outbox` lists it. */
export interface OutboxEntry {
  id: string;
  recipient: string;
  subject: string;
  template: string;
  status: string;
  transport: string | null;
  createdDate: string;
  sentDate: string | null;
}

const adminKey = [...sessionKey, 'admin'] as const;

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
    queryFn: ({ signal }) => apiRequest<(Order & { userId: string })[]>('/api/admin/orders', { signal }),
  });
}
