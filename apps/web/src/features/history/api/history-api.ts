import { queryOptions } from '@tanstack/react-query';
import type { PracticeExam } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';
import { practiceKey } from '../../../lib/session/session-queries';

/** `GET /answer/exam-history?page&size`: one page of past sessions and the total. */
export function historyPageQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [...practiceKey, 'history', page, size],
    queryFn: ({ signal }) =>
      apiRequestPage<PracticeExam>(`/answer/exam-history?page=${page}&size=${size}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/finish-exam`: finishes a session from the history (its answers kept, AI scoring allowed). */
export function finishSession(examId: string): Promise<PracticeExam> {
  return apiRequest<PracticeExam>('/api/finish-exam', { body: { examId } });
}

/** `POST /api/discard-exam`: deletes a session and its answers from the history. */
export function discardSession(examId: string): Promise<null> {
  return apiRequest<null>('/api/discard-exam', { body: { examId } });
}
