import { queryOptions } from '@tanstack/react-query';
import { apiRequestPage } from '../../../lib/api-page';
import { sessionKey } from '../../../lib/session/session-queries';
import type { ActivityEntry } from '../lib/activity-labels';

export const activityKey = [...sessionKey, 'marketplace', 'activity'] as const;

/** `GET /api/activity-history?page&size`: one page of grants and spends, newest first, and the total. */
export function activityQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [...activityKey, page, size],
    queryFn: ({ signal }) =>
      apiRequestPage<ActivityEntry>(`/api/activity-history?page=${page}&size=${size}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
