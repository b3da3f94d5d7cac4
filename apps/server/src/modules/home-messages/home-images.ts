import { randomUUID } from 'node:crypto';
import { homeImageUpload, homeImageUrl, type HomeImageUploadResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/user.repository.js';
import { insertStoredFile } from '../files/files.repository.js';
import { normaliseImage } from '../files/image-normalise.js';

/** Images are kept at most this wide and high (a banner on a wide screen), never enlarged. */
const maxWidth = 1600;
const maxHeight = 900;

/**
 * Stores an admin's image for a home-page message through the storage driver (local disk or S3),
 * recorded as the admin's file; the key goes into the message's text for a language.
 */
export async function storeHomeImage(
  deps: AppDeps,
  actor: UserRow,
  contentType: string | undefined,
  body: Buffer,
): Promise<HomeImageUploadResult> {
  const type = contentType?.split(';')[0]?.trim() ?? '';
  if (!(homeImageUpload.contentTypes as readonly string[]).includes(type))
    throw new AppError('error.fileType');
  if (body.length === 0) throw new AppError('error.fileType');
  if (body.length > homeImageUpload.maxBytes) throw new AppError('error.fileTooLarge');
  const bytes = await normaliseImage(body, { width: maxWidth, height: maxHeight, quality: 82 });
  const key = `home-images/${randomUUID()}.webp`;
  await deps.storage.put(key, bytes);
  await insertStoredFile(deps.db, {
    key,
    userId: actor.id,
    kind: 'home-image',
    contentType: 'image/webp',
    size: bytes.length,
  });
  return { key, url: homeImageUrl(key) };
}
