import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/**
 * Decodes an uploaded image (PNG, JPEG or WebP, checked from its bytes) and re-encodes it as WebP
 * that fits in `box`, never enlarged: what the browser then gets is always an image we made.
 * Throws `error.fileType` for anything else.
 */
export async function normaliseImage(
  body: Buffer,
  box: { width: number; height: number; quality: number },
): Promise<Buffer> {
  try {
    const image = sharp(body, { limitInputPixels: 40_000_000 });
    const metadata = await image.metadata();
    if (!['png', 'jpeg', 'webp'].includes(metadata.format)) throw new AppError('error.fileType');
    return await image
      .rotate()
      .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: box.quality })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('error.fileType');
  }
}
