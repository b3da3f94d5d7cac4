import type { ReactNode } from 'react';
import { useFormState, useWatch, type FieldPath, type FieldPathByValue } from 'react-hook-form';
import type { QuestionFormValues } from '../lib/question-form';
import { useQuestionFormContext } from '../lib/use-question-form-context';
import { useQuestionsT } from '../lib/use-questions-t';

/** A field of the question form that holds text (a select's value is text too). */
export type QuestionTextPath = FieldPathByValue<QuestionFormValues, string>;

interface QuestionFieldProblemProps {
  name: QuestionTextPath;
  /** Another path whose problem is shown on this field (an explanation's own, on its English text). */
  alsoAt?: FieldPath<QuestionFormValues>;
  /** What a blank field's problem says; "Fill this in." unless given. */
  blank?: string;
  /** The field itself, given the problem to show under it (none when it has none). */
  children: (problem: string | undefined) => ReactNode;
}

/**
 * A question form field with its problem, the schema's or the server's. A blank field's is said in
 * the admin's language, since the contracts' schema speaks English; any other is shown as worded.
 */
export function QuestionFieldProblem({ name, alsoAt, blank, children }: QuestionFieldProblemProps) {
  const { qt } = useQuestionsT();
  const { control, getFieldState } = useQuestionFormContext();
  const formState = useFormState({ control, name: alsoAt ? [name, alsoAt] : name });
  // Re-renders when the field becomes blank or written, not at every keystroke.
  const isBlank = useWatch({ control, name, compute: (value) => !value.trim() });
  const problem =
    getFieldState(name, formState).error?.message ??
    (alsoAt ? getFieldState(alsoAt, formState).error?.message : undefined);
  if (!problem) return children(undefined);
  return children(isBlank ? (blank ?? qt('problem.blank')) : problem);
}
