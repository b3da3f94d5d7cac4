import { queryOptions } from '@tanstack/react-query';
import { activityApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** The activity history, through the typed client. */
const activity = createApiClient(activityApi);

export const activityKey = [...sessionKey, 'marketplace', 'activity'] as const;

/** `GET /api/activity-history?page&size`: one page of grants and spends, newest first, and the total. */
export function activityQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [...activityKey, page, size],
    queryFn: ({ signal }) => activity.history({ query: { page, size } }, { signal }),
    placeholderData: (previous) => previous,
  });
}
