import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { homeImageUpload, homeImageUrl, type HomeImageUploadResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/user.repository.js';
import { insertStoredFile } from '../files/files.repository.js';

/** Images are kept at most this wide and high (a banner on a wide screen), never enlarged. */
const maxWidth = 1600;
const maxHeight = 900;

/** Decodes an uploaded image (PNG, JPEG or WebP) and re-encodes it as WebP, at most 1600×900. */
async function normaliseImage(body: Buffer): Promise<Buffer> {
  try {
    const image = sharp(body, { limitInputPixels: 40_000_000 });
    const metadata = await image.metadata();
    if (!['png', 'jpeg', 'webp'].includes(metadata.format)) throw new AppError('error.fileType');
    return await image
      .rotate()
      .resize(maxWidth, maxHeight, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('error.fileType');
  }
}

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
  const bytes = await normaliseImage(body);
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
