import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeSession } from '@prepwise/contracts';
import { sessionKey } from '../../../lib/session/session-queries';
import { sessionDetailQueryOptions, sessionScoring } from './session-detail';

/**
 * `GET /api/test/score-exam/{id}`: sends the session's open answers to AI scoring (one credit
 * each) and returns the session with them waiting. Failures are shown by the caller, not a toast.
 */
export function requestExamScoring(examId: string): Promise<PracticeSession> {
  return sessionScoring.score({ params: { id: examId } }, { context: { silent: true } });
}

/**
 * The request as a mutation: the answer replaces the cached session, the credits are read again.
 * `beforeRequest` runs first (finishing a session still in progress, as the player does).
 */
export function useRequestScoring(examId: string, beforeRequest?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await beforeRequest?.();
      return requestExamScoring(examId);
    },
    onSuccess: (exam) => {
      queryClient.setQueryData(sessionDetailQueryOptions(examId).queryKey, exam);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...sessionKey, 'access-control'] });
    },
  });
}

/** The first poll comes after this delay; each next one waits 1.5 times longer, up to the cap. */
export const firstPollMs = 1_000;
export const maxPollMs = 10_000;

/** The delay before poll number `count` (0-based) while answers are being scored. */
export function pollDelay(count: number): number {
  return Math.min(maxPollMs, Math.round(firstPollMs * 1.5 ** count));
}
