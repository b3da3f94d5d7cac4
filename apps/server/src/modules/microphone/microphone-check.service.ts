import { microphoneCheckMaxSeconds, type MicrophoneCheckResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AudioDecodeError } from '../../audio/index.js';
import { AppError } from '../../lib/app-error.js';
import { checkMicrophoneInPool } from '../../pool/pool-tasks.js';
import { PoolTaskError } from '../../pool/worker-pool.js';
import { checkOwnRecording, recordingError } from '../answers/index.js';

/**
 * Checks a learner's microphone test recording (their own upload, at most
 * {@link microphoneCheckMaxSeconds} long): its level, clipping and whether the recogniser hears
 * speech, in the worker pool. Nothing is stored or charged. A recording not uploaded by this
 * learner, too long or not decodable is a 400; a busy pool is a 503 (try again).
 */
export async function checkLearnerMicrophone(
  deps: AppDeps,
  userId: string,
  audioKey: string,
): Promise<MicrophoneCheckResult> {
  const seconds = await checkOwnRecording(deps, userId, audioKey);
  if (seconds > microphoneCheckMaxSeconds)
    throw recordingError(`A microphone check takes at most ${microphoneCheckMaxSeconds} seconds of audio.`);
  const bytes = await deps.storage.get(audioKey);
  if (!bytes) throw recordingError('The recording was not uploaded.');
  try {
    return await checkMicrophoneInPool(deps.pool, bytes, { owned: true });
  } catch (error) {
    if (error instanceof AudioDecodeError) throw recordingError(error.message);
    if (error instanceof PoolTaskError) throw new AppError('error.busy');
    throw error;
  }
}
