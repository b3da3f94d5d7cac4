import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { findOwnRecording, measureRecording, saveRecordingMeasure } from '../files/index.js';

const playbackLifetimeMs = 60 * 60_000;

/** The 400 for an answer whose recording is missing or does not decode. */
export function recordingError(message: string): AppError {
  return new AppError('error.validation', message, [{ field: 'response.audioKey', message }]);
}

/**
 * Checks that a recording was uploaded by this user and decoded at upload, and returns its length
 * in seconds, as measured then (a lookup, no decoding). Throws a 400 when the file was never
 * uploaded by this user or does not decode (the decoder's reason in the message). Files stored
 * before lengths were measured are decoded once now, in the worker pool, and the result kept.
 */
export async function checkOwnRecording(deps: AppDeps, userId: string, key: string): Promise<number> {
  const file = await findOwnRecording(deps.db, userId, key);
  if (!file) throw recordingError('The recording was not uploaded.');
  let { durationSeconds, decodeError } = file;
  if (durationSeconds === null && decodeError === null) {
    const bytes = await deps.storage.get(key);
    if (!bytes) throw recordingError('The recording was not uploaded.');
    ({ durationSeconds, decodeError } = await measureRecording(deps, bytes));
    await saveRecordingMeasure(deps.db, file.id, { durationSeconds, decodeError });
  }
  if (durationSeconds === null)
    throw recordingError(`The recording could not be decoded: ${decodeError ?? 'unknown reason'}`);
  return durationSeconds;
}

/** A signed same-origin link (one hour) that plays a stored recording back to its owner. */
export function recordingUrl(deps: AppDeps, key: string): string {
  return deps.storage.signDownload(key, new Date(deps.now().getTime() + playbackLifetimeMs));
}
