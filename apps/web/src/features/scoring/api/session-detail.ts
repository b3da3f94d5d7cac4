import { queryOptions } from '@tanstack/react-query';
import { sessionScoringApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { practiceKey } from '../../../lib/session/session-queries';

/** A practice session's detail and its AI scoring, through the typed client. */
export const sessionScoring = createApiClient(sessionScoringApi);

/** `GET /answer/exam-history/{examId}`: one practice session with its answers and their scores. */
export function sessionDetailQueryOptions(examId: string) {
  return queryOptions({
    queryKey: [...practiceKey, 'history-detail', examId],
    queryFn: ({ signal }) => sessionScoring.session({ params: { id: examId } }, { signal }),
  });
}
