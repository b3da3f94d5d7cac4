export interface SignedUpload {
  key: string;
  userId: string;
  contentType: string;
  expiresAt: Date;
}

/**
 * Object storage: put/get bytes by key, HMAC-signed upload and download URLs served by the app,
 * and the driver's own presigned URLs.
 *
 * The app's signed URLs are same-origin paths (`/files/...?...`), never absolute: the page uses
 * them on whatever address it was opened (localhost, 127.0.0.1, a LAN address), which the
 * content-security policy (`connect-src 'self'`, `media-src 'self'`) allows. They are the same
 * for every driver (the app checks them, then calls `put`/`get`), so uploads are always validated
 * and measured by the app and the browser never talks to the storage itself.
 *
 * `presignPut`/`presignGet` are the driver's direct URLs: an S3 presigned URL on the bucket's
 * endpoint, or, on local disk (which has no server of its own), the app's signed path.
 */
export interface ObjectStorage {
  /** Which driver stores the bytes. */
  readonly driver: 'local' | 's3';
  /**
   * Checks at start that the storage can be used (the folder can be created; the bucket exists
   * and the keys may read it), so a wrong configuration stops the process with a readable error
   * instead of failing the first upload.
   */
  check(): Promise<void>;
  /** Stores bytes under a key, replacing what was there. Throws when the key is not a safe relative key. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under a key, or null when there are none. Throws when the storage cannot be reached. */
  get(key: string): Promise<Buffer | null>;
  signUpload(upload: SignedUpload): string;
  /** Returns the upload a signed URL grants, or null when the signature is wrong or expired. */
  verifyUpload(key: string, query: Record<string, string | undefined>, now: Date): SignedUpload | null;
  /** A URL that reads one stored file until `expiresAt` (for an `<audio>` element, which sends no token). */
  signDownload(key: string, expiresAt: Date): string;
  /** True when a download URL's signature is right and it has not expired. */
  verifyDownload(key: string, query: Record<string, string | undefined>, now: Date): boolean;
  /** A URL that stores one upload's bytes with an HTTP PUT of its content type until its expiry. */
  presignPut(upload: SignedUpload): Promise<string>;
  /** A URL that reads one stored file with an HTTP GET until `expiresAt`. */
  presignGet(key: string, expiresAt: Date): Promise<string>;
}

/**
 * True for a key both drivers can store: relative, `/`-separated, without empty, `.` or `..`
 * segments, of safe characters only.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || !/^[A-Za-z0-9._/-]+$/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
