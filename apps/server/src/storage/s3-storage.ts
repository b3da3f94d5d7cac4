import {
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createAppSignedUrls } from './app-signed-urls.js';
import { isSafeKey, type ObjectStorage } from './object-storage.js';

export interface S3StorageOptions {
  /** An S3-compatible server (MinIO, s3rver, R2...); absent: AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Signs the app's own upload and download paths. */
  secret: string;
}

/**
 * The type a stored object is labelled with, from its key's extension (the interface's `put`
 * takes bytes only), so a presigned GET serves it as what it is; report PDFs have no extension.
 */
function contentTypeOf(key: string): string {
  if (key.startsWith('reports/')) return 'application/pdf';
  const types: Record<string, string> = { webp: 'image/webp', flac: 'audio/flac', wav: 'audio/wav' };
  return types[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** S3 allows presigned URLs for at most 7 days. */
const maxPresignSeconds = 7 * 24 * 3600;

/**
 * The S3 driver (AWS SDK v3): objects in one bucket under their key. The app's signed paths stay
 * the browser's URLs: uploads are validated and measured by the app before it puts them, and
 * downloads are read from the bucket and served by the app, so the page never fetches from the
 * bucket's origin and the content-security policy stays `'self'` (a 302 to a presigned GET would
 * need the bucket's origin in `media-src`/`connect-src` and an endpoint the browser can reach,
 * which an internal MinIO often is not). `presignPut`/`presignGet` give direct bucket URLs for
 * tools and later use.
 *
 * Checksums are calculated and validated only when an operation requires them: newer SDKs send
 * CRC32 checksums (and aws-chunked bodies) by default, which many S3-compatible servers reject.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = options.bucket;

  function checkedKey(key: string): string {
    if (!isSafeKey(key)) throw new Error('key escapes the storage root');
    return key;
  }

  function secondsUntil(expiresAt: Date): number {
    const seconds = Math.ceil((expiresAt.getTime() - Date.now()) / 1000);
    return Math.min(Math.max(seconds, 1), maxPresignSeconds);
  }

  return {
    driver: 's3',
    ...createAppSignedUrls(options.secret),
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = (error as S3ServiceException).$metadata?.httpStatusCode;
        const reason = status ? `HTTP ${status} (${(error as Error).name})` : (error as Error).message;
        throw new Error(
          `S3 storage: the bucket "${bucket}" at ${options.endpoint ?? `AWS ${options.region}`} cannot be used: ${reason}`,
          { cause: error },
        );
      }
    },
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        // Only a missing key is "not found"; a missing bucket or an outage must not look like one
        // (an answer whose recording is not found is scored as not scorable).
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey'))
          return null;
        throw error;
      }
    },
    presignPut(upload) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: checkedKey(upload.key),
        ContentType: upload.contentType,
      });
      return getSignedUrl(client, command, { expiresIn: secondsUntil(upload.expiresAt) });
    },
    presignGet(key, expiresAt) {
      const command = new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) });
      return getSignedUrl(client, command, { expiresIn: secondsUntil(expiresAt) });
    },
  };
}
