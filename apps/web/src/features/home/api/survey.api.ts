import { useMutation } from '@tanstack/react-query';
import { surveyApi, type SurveyRequest } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** The survey prompt, through the typed client. */
const survey = createApiClient(surveyApi);

/** `POST /api/survey`; toasts "Thank you for your feedback." */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (request: SurveyRequest) =>
      survey.submit({ body: request }, { context: { successMessage: true } }),
  });
}
