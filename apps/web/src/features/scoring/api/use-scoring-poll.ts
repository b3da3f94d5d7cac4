import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { sessionKey } from '../../../lib/session/session-queries';
import { sessionDetailQueryOptions } from './session-detail';
import { scoringPhase } from '../lib/open-answers';
import { pollDelay } from './scoring-api';

/**
 * The history detail of a session, polled while any answer is being scored: the first poll after
 * a second, each next one 1.5 times later (up to 10 s); polling stops once every score has
 * arrived or the page unmounts (React Query drops the interval with its last observer).
 */
export function useScoringPoll(examId: string) {
  const queryClient = useQueryClient();
  const polls = useRef(0);
  return useQuery({
    ...sessionDetailQueryOptions(examId),
    refetchInterval: (query) => {
      const exam = query.state.data;
      if (!exam || scoringPhase(exam) !== 'waiting') {
        if (polls.current > 0)
          void queryClient.invalidateQueries({ queryKey: [...sessionKey, 'access-control'] });
        polls.current = 0;
        return false;
      }
      const delay = pollDelay(polls.current);
      polls.current += 1;
      return delay;
    },
    refetchIntervalInBackground: false,
  });
}
