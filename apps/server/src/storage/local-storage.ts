import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface SignedUpload {
  key: string;
  userId: string;
  contentType: string;
  expiresAt: Date;
}

/**
 * Object storage: put/get bytes by key, and HMAC-signed upload and download URLs served by the
 * app. Signed URLs are same-origin paths (`/files/...?...`), never absolute: the page uses them
 * on whatever address it was opened (localhost, 127.0.0.1, a LAN address), which the
 * content-security policy (`connect-src 'self'`) allows.
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  signUpload(upload: SignedUpload): string;
  /** Returns the upload a signed URL grants, or null when the signature is wrong or expired. */
  verifyUpload(key: string, query: Record<string, string | undefined>, now: Date): SignedUpload | null;
  /** A URL that reads one stored file until `expiresAt` (for an `<audio>` element, which sends no token). */
  signDownload(key: string, expiresAt: Date): string;
  /** True when a download URL's signature is right and it has not expired. */
  verifyDownload(key: string, query: Record<string, string | undefined>, now: Date): boolean;
}

/**
 * The local-disk driver: files under `<dataDir>/files/<key>`, upload URLs signed with
 * HMAC-SHA256 over key, owner, content type and expiry.
 */
export function createLocalStorage(options: { dataDir: string; secret: string }): ObjectStorage {
  const root = join(options.dataDir, 'files');

  function pathOf(key: string): string {
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error('key escapes the storage root');
    return path;
  }

  function sign(key: string, userId: string, contentType: string, expires: number): string {
    return createHmac('sha256', `storage:${options.secret}`)
      .update(`${key}\n${userId}\n${contentType}\n${expires}`)
      .digest('hex');
  }

  function signRead(key: string, expires: number): string {
    return createHmac('sha256', `storage-read:${options.secret}`).update(`${key}\n${expires}`).digest('hex');
  }

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.part`, bytes);
      await rename(`${path}.part`, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    signUpload(upload) {
      const expires = Math.floor(upload.expiresAt.getTime() / 1000);
      const query = new URLSearchParams({
        user: upload.userId,
        type: upload.contentType,
        expires: String(expires),
        sig: sign(upload.key, upload.userId, upload.contentType, expires),
      });
      return `/files/upload/${upload.key}?${query.toString()}`;
    },
    verifyUpload(key, query, now) {
      const { user, type, expires, sig } = query;
      if (!user || !type || !expires || !sig || !/^\d+$/.test(expires)) return null;
      const expected = Buffer.from(sign(key, user, type, Number(expires)), 'hex');
      const given = Buffer.from(sig, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() < now.getTime()) return null;
      return { key, userId: user, contentType: type, expiresAt };
    },
    signDownload(key, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ expires: String(expires), sig: signRead(key, expires) });
      return `/files/${key}?${query.toString()}`;
    },
    verifyDownload(key, query, now) {
      const { expires, sig } = query;
      if (!expires || !sig || !/^\d+$/.test(expires)) return false;
      const expected = Buffer.from(signRead(key, Number(expires)), 'hex');
      const given = Buffer.from(sig, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return Number(expires) * 1000 >= now.getTime();
    },
  };
}
