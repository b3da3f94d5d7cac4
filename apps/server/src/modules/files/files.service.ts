import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { uploadKinds, type SignedUrlRequest, type UploadKind } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { AudioDecodeError } from '../../audio/index.js';
import { decodeAudioInPool } from '../../pool/pool-tasks.js';
import { PoolTaskError } from '../../pool/worker-pool.js';
import { isFinalPoolFailure } from '../../pool/worker-pool.js';
import type { UserRow } from '../user/index.js';
import { insertStoredFile } from './files.repository.js';

const uploadLifetimeMs = 15 * 60_000;
const avatarSize = 256;

/**
 * Issues a signed upload URL for the user's own new file (15 minutes, bound to owner and type).
 * The URL is a same-origin path, so uploads work from whatever address the app was opened on.
 */
export function createSignedUpload(deps: AppDeps, me: UserRow, request: SignedUrlRequest) {
  const key =
    request.type === 'avatar'
      ? `avatars/${me.id}/${randomUUID()}.webp`
      : `answers/${me.id}/${randomUUID()}.${request.contentType.includes('wav') ? 'wav' : 'flac'}`;
  const expiresAt = new Date(deps.now().getTime() + uploadLifetimeMs);
  const signedUrl = deps.storage.signUpload({
    key,
    userId: me.id,
    contentType: request.contentType,
    expiresAt,
  });
  return { signedUrl, key, expiresAt: expiresAt.toISOString() };
}

/**
 * Receives the bytes of a signed upload: checks the signature, expiry, declared type and size,
 * then the real content (an image decoded by sharp and re-encoded as a 256 px WebP; audio by its
 * FLAC or WAVE header) before anything is stored. A recording is measured once, here: its length
 * (or why it does not decode) is stored with the file, so answers only look it up. See
 * {@link measureRecording}: decoded in the worker pool ahead of waiting scoring; a full pool
 * refuses it with 503 (try again).
 */
export async function receiveUpload(
  deps: AppDeps,
  key: string,
  query: Record<string, string | undefined>,
  contentType: string | undefined,
  body: Buffer,
): Promise<{ key: string }> {
  const upload = deps.storage.verifyUpload(key, query, deps.now());
  if (!upload) throw new AppError('error.signedUrlInvalid');
  const kind: UploadKind = key.startsWith('avatars/') ? 'avatar' : 'answer';
  if (contentType?.split(';')[0]?.trim() !== upload.contentType) throw new AppError('error.fileType');
  if (body.length === 0) throw new AppError('error.fileType');
  if (body.length > uploadKinds[kind].maxBytes) throw new AppError('error.fileTooLarge');
  const bytes = kind === 'avatar' ? await normaliseAvatar(body) : checkAudio(body);
  const measured = kind === 'answer' ? await measureRecording(deps, bytes) : null;
  // The file row and its object go together: the row claims the link (a second upload of it is
  // refused), and when object storage fails the row is rolled back, so nothing points at a missing
  // object and the same link works again once storage answers (503 with a retry hint meanwhile).
  await deps.db.transaction(async (tx) => {
    const inserted = await insertStoredFile(tx, {
      key,
      userId: upload.userId,
      kind,
      contentType: kind === 'avatar' ? 'image/webp' : upload.contentType,
      size: bytes.length,
      ...measured,
    });
    if (!inserted) throw new AppError('error.uploadLinkUsed');
    try {
      await deps.storage.put(key, bytes);
    } catch (error) {
      throw new AppError('error.storageUnavailable', undefined, undefined, { cause: error });
    }
  });
  return { key };
}

async function normaliseAvatar(body: Buffer): Promise<Buffer> {
  try {
    const image = sharp(body, { limitInputPixels: 40_000_000 });
    const metadata = await image.metadata();
    if (!['png', 'jpeg', 'webp'].includes(metadata.format)) throw new AppError('error.fileType');
    return await image
      .rotate()
      .resize(avatarSize, avatarSize, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('error.fileType');
  }
}

/**
 * A recording's length in seconds (to the millisecond), or why it does not decode: measured from
 * the audio itself, decoded in the worker pool at the `interactive` priority (ahead of any waiting
 * scoring), never from what a header claims (a FLAC header can say 10 hours of a 2-second file).
 * A pool task that crashed its thread or timed out counts as not decodable; a full pool is a 503
 * (try again).
 */
export async function measureRecording(
  deps: AppDeps,
  bytes: Uint8Array,
): Promise<{ durationSeconds: number | null; decodeError: string | null }> {
  try {
    const decoded = await decodeAudioInPool(deps.pool, bytes);
    return { durationSeconds: Math.round(decoded.durationSeconds * 1000) / 1000, decodeError: null };
  } catch (error) {
    if (error instanceof AudioDecodeError) return { durationSeconds: null, decodeError: error.message };
    if (isFinalPoolFailure(error))
      return { durationSeconds: null, decodeError: 'The audio could not be decoded in time.' };
    if (error instanceof PoolTaskError) throw new AppError('error.busy');
    throw error;
  }
}

function checkAudio(body: Buffer): Buffer {
  const isFlac = body.subarray(0, 4).toString('latin1') === 'fLaC';
  const isWave =
    body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WAVE';
  if (!isFlac && !isWave) throw new AppError('error.fileType');
  return body;
}
