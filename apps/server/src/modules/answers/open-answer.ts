import type { QuestionType, SpeechTimeline } from '@prepwise/contracts';
import { WRITING_RUBRIC } from '@prepwise/scoring/rubric';
import type { WritingTaskType } from '@prepwise/scoring/writing';
import { isSpeakingTaskType, SPEAKING_RUBRIC } from '@prepwise/scoring/speaking-rubric';

/*
 * What the API process knows about open answers without loading the scorers (their language
 * models and dictionaries load only in the worker pool's threads, `open-answer-scorer.ts`).
 */

export interface OpenScore {
  score: number;
  max: number;
  traits: Record<string, { score: number; max: number; raw: number; evidence: Record<string, unknown>[] }>;
  flags: string[];
  /** Spoken answers: the words heard with times and the pauses. */
  speech: SpeechTimeline | null;
  scorerVersion: string;
}

/** A scoring failure that retrying will not fix (bad input, unsupported type): refund, do not retry. */
export class UnscorableAnswerError extends Error {
  override readonly name = 'UnscorableAnswerError';
}

const writingTypes = new Set<QuestionType>([
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'WRITING_ESSAY',
  'SUMMARIZE_SPOKEN_TEXT',
]);

/** The points an open item is worth: the sum of its rubric's trait maxima; null for other types. */
export function openItemMax(type: string): number | null {
  const traits = writingTypes.has(type as QuestionType)
    ? WRITING_RUBRIC[type as WritingTaskType].traits
    : isSpeakingTaskType(type)
      ? SPEAKING_RUBRIC[type].traits
      : null;
  return traits ? traits.reduce((sum, [, max]) => sum + max, 0) : null;
}

/** The flat evidence list of a scored answer: every trait's evidence tagged with its trait. */
export function flattenEvidence(traits: OpenScore['traits']): Record<string, unknown>[] {
  return Object.entries(traits).flatMap(([trait, value]) =>
    value.evidence.map((item) => ({ trait, ...item })),
  );
}

/** What the writing scorer reads from a question: passage or transcript, prompt and key ideas. */
export interface WritingQuestion {
  type: string;
  text: string | null;
  description: string | null;
  keyword: string | null;
}

/** True for the task types the built-in writing scorer handles. */
export function isWritingTaskType(type: string): type is WritingTaskType {
  return writingTypes.has(type as QuestionType);
}
