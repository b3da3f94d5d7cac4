import { useFormContext } from 'react-hook-form';
import type { QuestionDraft } from '@prepwise/contracts';
import type { QuestionFormValues, QuestionRest } from './question-form';

/** The question form (its FormProvider), for the parts of the form in their own components. */
export function useQuestionFormContext() {
  return useFormContext<QuestionFormValues, QuestionRest, QuestionDraft>();
}
