import type { QuestionType, SpeechTimeline } from '@prepwise/contracts';
import { ScoringInputError } from '@prepwise/scoring';
import {
  isSpeakingTaskType,
  scoreSpeaking,
  SPEAKING_RUBRIC,
  SPEAKING_RUBRIC_VERSION,
  type SpeakingQuestion,
  type SpeakingTaskType,
} from '@prepwise/scoring/speaking';
import {
  scoreWriting,
  WRITING_RUBRIC,
  WRITING_RUBRIC_VERSION,
  type WritingTaskType,
} from '@prepwise/scoring/writing';
import { AudioDecodeError, decodeSpeechAudio } from '../../audio/index.js';

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

/**
 * Scores a written answer with the built-in writing scorer against the question's passage or
 * transcript (`description`), prompt (`text`) and key ideas (`keyword`). CPU-bound: the server
 * runs it in the worker pool (`scoreOpenAnswer`).
 * Throws {@link UnscorableAnswerError} when the answer has no text or the type is not written.
 */
export function scoreWrittenAnswer(question: WritingQuestion, response: Record<string, unknown>): OpenScore {
  if (!isWritingTaskType(question.type))
    throw new UnscorableAnswerError(`${question.type} is not a written task`);
  if (typeof response.text !== 'string') throw new UnscorableAnswerError('a written answer has no text');
  const keywords = question.keyword
    ?.split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const result = scoreWriting(question.type, {
    response: response.text,
    ...(question.description ? { source: question.description } : {}),
    ...(question.text ? { prompt: question.text } : {}),
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
  });
  return {
    score: result.score,
    max: result.max,
    traits: result.traits as unknown as OpenScore['traits'],
    flags: [...result.flags],
    speech: null,
    scorerVersion: `writing-${WRITING_RUBRIC_VERSION}`,
  };
}

/**
 * Scores the bytes of a recording (FLAC or WAV) for a speaking task: decoded and resampled to
 * 16 kHz mono, then aligned by the speech scorer against the question's reference. CPU-bound:
 * the server runs it in the worker pool; the batch command calls it directly.
 * Throws {@link UnscorableAnswerError} for audio that does not decode or a question that lacks
 * what its task needs.
 */
export async function scoreRecording(
  type: SpeakingTaskType,
  bytes: Uint8Array,
  question: SpeakingQuestion,
): Promise<OpenScore> {
  try {
    const audio = await decodeSpeechAudio(bytes);
    const result = await scoreSpeaking(type, audio, {
      text: question.text,
      description: question.description,
      keyword: question.keyword,
      phraseHints: question.phraseHints,
      expectAnswer: question.expectAnswer,
    });
    return {
      score: result.score,
      max: result.max,
      traits: result.traits as unknown as OpenScore['traits'],
      flags: [],
      speech: { words: result.words, pauses: result.pauses },
      scorerVersion: `speaking-${SPEAKING_RUBRIC_VERSION}`,
    };
  } catch (error) {
    if (error instanceof AudioDecodeError || error instanceof ScoringInputError)
      throw new UnscorableAnswerError(error.message);
    throw error;
  }
}
