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
import type { QuestionRow } from '../questions/questions.presenter.js';

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

/** Reads a stored recording by key (the storage of the app, or a file for the batch command). */
export type RecordingReader = (key: string) => Promise<Uint8Array | null>;

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

/**
 * Scores an open answer with the built-in scorer of its task family. Writing uses the question's
 * passage or transcript (`description`), prompt (`text`) and key ideas (`keyword`); speaking
 * decodes the recording (`response.audioKey`, read through `readRecording`) to 16 kHz mono and
 * aligns it against the question's text, keywords, phrase hints or accepted answers.
 * Throws {@link UnscorableAnswerError} when the answer or question cannot be scored.
 */
export async function scoreOpenAnswer(
  question: QuestionRow,
  response: Record<string, unknown>,
  readRecording: RecordingReader,
): Promise<OpenScore> {
  const type = question.type as QuestionType;
  if (writingTypes.has(type)) return scoreWrittenAnswer(question, response);
  if (isSpeakingTaskType(type)) return scoreSpokenAnswer(type, question, response, readRecording);
  throw new UnscorableAnswerError(`${type} is not scored by the built-in scorer`);
}

function scoreWrittenAnswer(question: QuestionRow, response: Record<string, unknown>): OpenScore {
  if (typeof response.text !== 'string') throw new UnscorableAnswerError('a written answer has no text');
  const keywords = question.keyword
    ?.split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const result = scoreWriting(question.type as WritingTaskType, {
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

async function scoreSpokenAnswer(
  type: SpeakingTaskType,
  question: QuestionRow,
  response: Record<string, unknown>,
  readRecording: RecordingReader,
): Promise<OpenScore> {
  if (typeof response.audioKey !== 'string')
    throw new UnscorableAnswerError('a spoken answer has no recording');
  const bytes = await readRecording(response.audioKey);
  if (!bytes) throw new UnscorableAnswerError('the recording is missing');
  return scoreRecording(type, bytes, question);
}

/**
 * Scores the bytes of a recording (FLAC or WAV) for a speaking task: decoded and resampled to
 * 16 kHz mono, then aligned by the speech scorer against the question's reference.
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
