import { ScoringInputError } from '@prepwise/scoring';
import {
  scoreSpeaking,
  SPEAKING_RUBRIC_VERSION,
  type SpeakingQuestion,
  type SpeakingTaskType,
} from '@prepwise/scoring/speaking';
import { scoreWriting, WRITING_RUBRIC_VERSION } from '@prepwise/scoring/writing';
import { AudioDecodeError, decodeSpeechAudio } from '../../audio/index.js';
import {
  isWritingTaskType,
  UnscorableAnswerError,
  type OpenScore,
  type WritingQuestion,
} from './open-answer.js';

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
