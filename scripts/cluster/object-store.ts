import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from './ports.js';

/** The S3-compatible server of the cluster and the storage settings that point at it. */
export interface ObjectStore {
  endpoint: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

const bucket = 'prepwise';
// s3rver accepts any credentials; these are its documented defaults.
const accessKey = 'S3RVER';

/**
 * Starts `s3rver` (a devDependency once the S3 storage driver is in) on a free port with one
 * bucket, files under `directory`. Returns undefined when the package is not installed: the
 * processes then keep files in their shared DATA_DIR (local storage).
 */
export async function startObjectStore(directory: string): Promise<ObjectStore | undefined> {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve('s3rver');
  } catch {
    return undefined;
  }
  const module = (await import(entry)) as { default: S3rverConstructor };
  const S3rver = module.default;
  const corsFile = entry.replace(/lib\/.*$/, 'example/cors.xml');
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: existsSync(corsFile) ? [readFileSync(corsFile)] : [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKey,
      S3_SECRET_ACCESS_KEY: accessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
