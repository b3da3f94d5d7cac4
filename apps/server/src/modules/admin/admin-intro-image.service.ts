import { introImageUpload, type IntroImageUploadResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../user/index.js';
import { storePublicImage } from '../files/index.js';

/**
 * Stores an admin's image for a mock-test intro page (kept at most 1600 x 900, as WebP); its
 * address goes into the page's `imageUrl`.
 */
export function storeIntroImage(
  deps: AppDeps,
  actor: UserRow,
  contentType: string | undefined,
  body: Buffer,
): Promise<IntroImageUploadResult> {
  return storePublicImage(deps, actor.id, { contentType, body }, {
    folder: 'intro-images',
    kind: 'intro-image',
    ...introImageUpload,
    box: { width: 1600, height: 900, quality: 82 },
  });
}
