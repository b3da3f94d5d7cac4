import { useMutation } from '@tanstack/react-query';
import type { SurveyRequest } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/survey`; toasts "Thank you for your feedback." */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (request: SurveyRequest) =>
      apiRequest<{ id: string }>('/api/survey', { body: request, successMessage: true }),
  });
}
