import { queryOptions } from '@tanstack/react-query';
import { adminOrdersApi, adminOutboxApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** Every query of the admin console starts with this key (sign-out drops them with the session). */
export const adminKey = [...sessionKey, 'admin'] as const;

/** The outbox, through the typed client. */
const adminOutbox = createApiClient(adminOutboxApi);

/** `GET /api/admin/outbox?limit=`: the latest e-mails the platform sent or queued. */
export function outboxQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...adminKey, 'outbox', limit],
    queryFn: ({ signal }) => adminOutbox.list({ query: { limit } }, { signal }),
  });
}

/** Every learner's latest orders, through the typed client. */
const adminOrders = createApiClient(adminOrdersApi);

/** `GET /api/admin/orders`: every learner's latest orders. */
export function adminOrdersQueryOptions() {
  return queryOptions({
    queryKey: [...adminKey, 'orders'],
    queryFn: ({ signal }) => adminOrders.list(undefined, { signal }),
  });
}
