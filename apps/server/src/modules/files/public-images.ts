import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { insertStoredFile } from './files.repository.js';
import { normaliseImage } from './image-normalise.js';

/** Where and how an admin's public image is kept. */
export interface PublicImageRules {
  /** The storage folder (also its public path under `/files/`). */
  folder: string;
  /** The stored file's kind (who uploaded it and what for). */
  kind: string;
  contentTypes: readonly string[];
  maxBytes: number;
  /** The largest size it is kept at (never enlarged) and the WebP quality. */
  box: { width: number; height: number; quality: number };
}

/**
 * Stores an admin's image (a home message's, an intro page's) through the storage driver (local
 * disk or S3), re-encoded as WebP under a random name and recorded as the admin's file. Throws
 * `error.fileType` for another type or bytes that are no image, `error.fileTooLarge` above the limit.
 */
export async function storePublicImage(
  deps: AppDeps,
  actorId: string,
  upload: { contentType: string | undefined; body: Buffer },
  rules: PublicImageRules,
): Promise<{ key: string; url: string }> {
  const type = upload.contentType?.split(';')[0]?.trim() ?? '';
  if (!rules.contentTypes.includes(type) || upload.body.length === 0) throw new AppError('error.fileType');
  if (upload.body.length > rules.maxBytes) throw new AppError('error.fileTooLarge');
  const bytes = await normaliseImage(upload.body, rules.box);
  const key = `${rules.folder}/${randomUUID()}.webp`;
  await deps.storage.put(key, bytes);
  await insertStoredFile(deps.db, {
    key,
    userId: actorId,
    kind: rules.kind,
    contentType: 'image/webp',
    size: bytes.length,
  });
  return { key, url: `/files/${key}` };
}
