import type { AnswerResponse, AnswerResult, QuestionView } from '@prepwise/contracts';

/** What every task player receives from the shared frame. */
export interface ItemPlayerProps {
  question: QuestionView;
  /** The marked answer; when present the inputs are locked and show the learner's answer. */
  result: AnswerResult | undefined;
  isSubmitting: boolean;
  onSubmit: (response: AnswerResponse) => void;
}

const optionFields = [
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'answerF',
  'answerG',
  'answerH',
  'answerI',
  'answerJ',
] as const;

/** The lettered options of a question (A, B, …) that have a text. */
export function optionsOf(question: QuestionView): { letter: string; text: string }[] {
  return optionFields
    .map((field) => ({ letter: field.slice(-1), text: question[field] ?? '' }))
    .filter((option) => option.text.trim().length > 0);
}
