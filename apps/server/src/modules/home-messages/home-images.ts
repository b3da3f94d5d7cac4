import { homeImageUpload, homeImageUrl, type HomeImageUploadResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../user/index.js';
import { storePublicImage } from '../files/index.js';

/**
 * Stores an admin's image for a home-page message (kept at most 1600 x 900, a banner on a wide
 * screen, as WebP); the key goes into the message's text for a language.
 */
export async function storeHomeImage(
  deps: AppDeps,
  actor: UserRow,
  contentType: string | undefined,
  body: Buffer,
): Promise<HomeImageUploadResult> {
  const { key } = await storePublicImage(deps, actor.id, { contentType, body }, {
    folder: 'home-images',
    kind: 'home-image',
    ...homeImageUpload,
    box: { width: 1600, height: 900, quality: 82 },
  });
  return { key, url: homeImageUrl(key) };
}
