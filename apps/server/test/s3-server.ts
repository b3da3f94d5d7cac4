import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The environment that points the app's S3 driver at this server. */
  environment: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, pure JavaScript) on a free port with its files in a temporary
 * folder and one empty bucket. s3rver checks request signatures against its fixed keys `S3RVER`.
 */
export async function startTestS3Server(bucket = 'prepwise-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'prepwise-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    environment: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
