import type { AppConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';

/**
 * The storage driver the configuration names (`STORAGE_DRIVER`): local disk by default, or S3.
 * The S3 driver (and the AWS SDK behind it) loads only when it is chosen.
 */
export async function createObjectStorage(
  config: Pick<AppConfig, 'storage' | 'dataDir' | 'appSecret'>,
): Promise<ObjectStorage> {
  if (config.storage.driver === 's3') {
    const { createS3Storage } = await import('./s3-storage.js');
    return createS3Storage({ ...config.storage, secret: config.appSecret });
  }
  return createLocalStorage({ dataDir: config.dataDir, secret: config.appSecret });
}
