import { isSpeakingTaskType } from '@prepwise/scoring/speaking-rubric';
import type { PoolPriority } from '../../pool/priority-queue.js';
import type { WorkerPool } from '../../pool/worker-pool.js';
import { scoreSpeechInPool, scoreWritingInPool } from '../../pool/pool-tasks.js';
import type { QuestionRow } from '../questions/index.js';
import { isWritingTaskType, UnscorableAnswerError, type OpenScore } from './open-answer.js';

/** Reads a stored recording by key (the app's storage). */
export type RecordingReader = (key: string) => Promise<Uint8Array | null>;

/**
 * Scores an open answer with the built-in scorer of its task family, in the worker pool: writing
 * against the question's passage, prompt and key ideas; speaking from the recording
 * (`response.audioKey`, read through `readRecording` and moved to the thread). `priority`: who
 * waits on it (see `priority-queue.ts`).
 * Throws {@link UnscorableAnswerError} when the answer or question cannot be scored, and
 * `PoolTaskError` when the pool could not run the task (see {@link isFinalPoolFailure}).
 */
export async function scoreOpenAnswer(
  pool: WorkerPool,
  question: QuestionRow,
  response: Record<string, unknown>,
  readRecording: RecordingReader,
  priority?: PoolPriority,
): Promise<OpenScore> {
  const type = question.type;
  if (isWritingTaskType(type)) return scoreWritingInPool(pool, question, response, priority);
  if (isSpeakingTaskType(type)) {
    if (typeof response.audioKey !== 'string')
      throw new UnscorableAnswerError('a spoken answer has no recording');
    const bytes = await readRecording(response.audioKey);
    if (!bytes) throw new UnscorableAnswerError('the recording is missing');
    return scoreSpeechInPool(pool, type, bytes, question, { owned: true, ...(priority ? { priority } : {}) });
  }
  throw new UnscorableAnswerError(`${type} is not scored by the built-in scorer`);
}
