import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { checkSpokenWordInPool } from '../../pool/pool-tasks.js';
import { PoolTaskError } from '../../pool/worker-pool.js';
import { checkOwnRecording, recordingError, UnscorableAnswerError } from '../answers/index.js';
import { invalid, type WrittenReanswer } from './review-check.js';

/**
 * Checks a say-the-word re-answer: the learner's own uploaded recording (`audioKey`), read from
 * storage and checked against the card's word by the speech scorer in the worker pool (never on
 * the API's event loop). Right when the word was heard well pronounced. A written answer, a
 * recording not uploaded by this learner or one that does not decode is a 400; a busy pool is a
 * 503 (try again).
 */
export async function checkSpokenReanswer(
  deps: AppDeps,
  userId: string,
  answerKey: string[],
  answer: WrittenReanswer,
): Promise<boolean> {
  if (answer.audioKey === undefined) throw invalid('This drill is answered by saying the word.');
  const word = answerKey[0];
  if (!word) throw new Error('a pronunciation card has no word');
  await checkOwnRecording(deps, userId, answer.audioKey);
  const bytes = await deps.storage.get(answer.audioKey);
  if (!bytes) throw recordingError('The recording was not uploaded.');
  try {
    const check = await checkSpokenWordInPool(deps.pool, word, bytes, { owned: true });
    return check.correct;
  } catch (error) {
    if (error instanceof UnscorableAnswerError) throw recordingError(error.message);
    if (error instanceof PoolTaskError) throw new AppError('error.busy');
    throw error;
  }
}
