import { queryOptions } from '@tanstack/react-query';
import { progressApi, type Progress } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** One's progress and weekly goal, through the typed client. */
export const progress = createApiClient(progressApi);

/** The progress query's key (answers, mocks and goals change it). */
export const progressKey = ['progress'] as const;

/** `GET /api/progress`: one's skills over time, prediction, latest mock, open session, streak, goal. */
export function progressQueryOptions() {
  return queryOptions({
    queryKey: progressKey,
    queryFn: ({ signal }) => progress.get(undefined, { signal }),
  });
}

/** `PUT /api/progress/goal`: sets (or, with null, removes) the weekly goal. */
export function saveWeeklyGoal(target: number | null): Promise<Progress> {
  return progress.goal({ body: { target } });
}
