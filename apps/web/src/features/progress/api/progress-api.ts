import { queryOptions } from '@tanstack/react-query';
import type { Progress } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The progress query's key (answers, mocks and goals change it). */
export const progressKey = ['progress'] as const;

/** `GET /api/progress`: one's skills over time, prediction, latest mock, open session, streak, goal. */
export function progressQueryOptions() {
  return queryOptions({
    queryKey: progressKey,
    queryFn: ({ signal }) => apiRequest<Progress>('/api/progress', { signal }),
  });
}

/** `PUT /api/progress/goal`: sets (or, with null, removes) the weekly goal. */
export function saveWeeklyGoal(target: number | null): Promise<Progress> {
  return apiRequest<Progress>('/api/progress/goal', { method: 'PUT', body: { target } });
}
