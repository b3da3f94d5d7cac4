import { queryOptions } from '@tanstack/react-query';
import type { PracticeExam } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { practiceKey } from '../../../lib/session/session-queries';

/** `GET /answer/exam-history/{examId}`: one practice session with its answers and their scores. */
export function sessionDetailQueryOptions(examId: string) {
  return queryOptions({
    queryKey: [...practiceKey, 'history-detail', examId],
    queryFn: ({ signal }) => apiRequest<PracticeExam>(`/answer/exam-history/${examId}`, { signal }),
  });
}
