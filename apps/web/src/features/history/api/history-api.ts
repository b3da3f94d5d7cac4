import { queryOptions } from '@tanstack/react-query';
import { practiceHistoryApi, type PracticeSession } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { practiceKey } from '../../../lib/session/session-queries';

/** One's practice history, through the typed client. */
export const history = createApiClient(practiceHistoryApi);

/** `GET /answer/exam-history?page&size`: one page of past sessions and the total. */
export function historyPageQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [...practiceKey, 'history', page, size],
    queryFn: ({ signal }) => history.page({ query: { page, size } }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/finish-exam`: finishes a session from the history (its answers kept, AI scoring allowed). */
export function finishSession(examId: string): Promise<PracticeSession> {
  return history.finish({ body: { examId } });
}

/** `POST /api/discard-exam`: deletes a session and its answers from the history. */
export function discardSession(examId: string): Promise<null> {
  return history.discard({ body: { examId } });
}
