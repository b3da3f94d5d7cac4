import type { AppConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The storage driver the configuration names (`STORAGE_DRIVER`): local disk by default, or S3. */
export function createObjectStorage(
  config: Pick<AppConfig, 'storage' | 'dataDir' | 'appSecret'>,
): ObjectStorage {
  if (config.storage.driver === 's3') return createS3Storage({ ...config.storage, secret: config.appSecret });
  return createLocalStorage({ dataDir: config.dataDir, secret: config.appSecret });
}
