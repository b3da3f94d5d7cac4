import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { storedFiles } from '../../db/schema.js';
import { AudioDecodeError, decodeAudio } from '../../audio/index.js';
import { AppError } from '../../lib/app-error.js';

const playbackLifetimeMs = 60 * 60_000;

function recordingError(message: string): AppError {
  return new AppError('error.validation', message, [{ field: 'response.audioKey', message }]);
}

/**
 * Loads one's own uploaded recording and decodes it on the server, so an answer is stored only
 * with audio that really plays: returns its length in seconds. Throws a 400 when the file was
 * never uploaded by this user or does not decode (`AudioDecodeError`'s reason in the message).
 */
export async function checkOwnRecording(deps: AppDeps, userId: string, key: string): Promise<number> {
  const [file] = await deps.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.userId, userId)));
  const bytes = file ? await deps.storage.get(key) : null;
  if (!bytes) throw recordingError('The recording was not uploaded.');
  try {
    const decoded = await decodeAudio(bytes);
    return Math.round(decoded.durationSeconds * 1000) / 1000;
  } catch (error) {
    if (error instanceof AudioDecodeError)
      throw recordingError(`The recording could not be decoded: ${error.message}`);
    throw error;
  }
}

/** A signed link (one hour) that plays a stored recording back to its owner. */
export function recordingUrl(deps: AppDeps, key: string): string {
  return deps.storage.signDownload(
    key,
    new Date(deps.now().getTime() + playbackLifetimeMs),
    deps.config.publicUrl,
  );
}
