import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mockPlayerPath } from '../../mock-test';
import { sessionPath } from '../../practice';
import { classesKey, learnerClasses } from '../api/classes-api';

/**
 * Starts (or continues) an assignment and opens its attempt: the practice player for a practice
 * set, the mock player for a mock test.
 */
export function useStartAssignment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      learnerClasses.start({ params: { assignmentId } }, { context: { silent: true } }),
    onSuccess: async (attempt) => {
      await queryClient.invalidateQueries({ queryKey: classesKey });
      await navigate(attempt.kind === 'mock' ? mockPlayerPath(attempt.id) : sessionPath(attempt.id));
    },
  });
}
