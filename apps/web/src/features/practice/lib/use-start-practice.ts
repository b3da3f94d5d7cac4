import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { QuestionGroup, QuestionType } from '@prepwise/contracts';
import { examQueryOptions, startPractice } from '../api/practice-api';
import { sessionPath } from './practice-paths';

/** Starts a session (a whole type or chosen questions) and opens its player. */
export function useStartPractice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      target: { questionType: QuestionType } | { questionIds: number[]; examGroup?: QuestionGroup },
    ) => startPractice(target),
    onSuccess: async (exam) => {
      queryClient.setQueryData(examQueryOptions(exam.examId).queryKey, exam);
      await navigate(sessionPath(exam.examId));
    },
  });
}
