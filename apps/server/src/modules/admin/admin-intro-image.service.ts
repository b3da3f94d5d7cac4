import { randomUUID } from 'node:crypto';
import { introImageUpload, introImageUrl, type IntroImageUploadResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/user.repository.js';
import { insertStoredFile } from '../files/files.repository.js';
import { normaliseImage } from '../files/image-normalise.js';

/** Intro images are kept at most this large (a card's banner on a wide screen), never enlarged. */
const imageBox = { width: 1600, height: 900, quality: 82 };

/**
 * Stores an admin's image for a mock-test intro page through the storage driver (local disk or
 * S3), recorded as the admin's file, re-encoded as WebP; its address goes into the page's `imageUrl`.
 */
export async function storeIntroImage(
  deps: AppDeps,
  actor: UserRow,
  contentType: string | undefined,
  body: Buffer,
): Promise<IntroImageUploadResult> {
  const type = contentType?.split(';')[0]?.trim() ?? '';
  if (!(introImageUpload.contentTypes as readonly string[]).includes(type) || body.length === 0)
    throw new AppError('error.fileType');
  if (body.length > introImageUpload.maxBytes) throw new AppError('error.fileTooLarge');
  const bytes = await normaliseImage(body, imageBox);
  const key = `intro-images/${randomUUID()}.webp`;
  await deps.storage.put(key, bytes);
  await insertStoredFile(deps.db, {
    key,
    userId: actor.id,
    kind: 'intro-image',
    contentType: 'image/webp',
    size: bytes.length,
  });
  return { key, url: introImageUrl(key) };
}
