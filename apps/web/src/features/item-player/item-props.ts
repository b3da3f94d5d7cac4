import type { AnswerResponse, AnswerResult, QuestionView } from '@prepwise/contracts';
import type { ItemAnswer } from './item-answer';

/**
 * What every task player receives. The players are controlled: the owner keeps the answer
 * (`value`) and is told of every change (`onChange`); a player keeps only what is not an answer
 * (the word picked before its blank, the audio's progress, the microphone of a take).
 */
export interface ItemPlayerProps {
  question: QuestionView;
  /** The answer on screen; null for a fresh start. */
  value: ItemAnswer | null;
  /** Called with the whole new answer after every change the learner makes. */
  onChange: (value: ItemAnswer) => void;
  /** The marked answer; when present the inputs are locked and show the learner's answer. */
  result: AnswerResult | undefined;
  isSubmitting: boolean;
  onSubmit: (response: AnswerResponse) => void;
  /** The submit button's text (a mock saves answers, it does not check them); "Check answer" by default. */
  submitLabel?: string;
  /** Where a task shows its own countdown (speaking: preparation, recording); null hides it. */
  onTimerChange?: (text: string | null) => void;
  /**
   * Set by the owner when it needs the answer in a form it can send (Next in a mock): a speaking
   * take is stopped, encoded and uploaded, and reported through `onChange` once it settles.
   */
  isCollecting?: boolean;
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
