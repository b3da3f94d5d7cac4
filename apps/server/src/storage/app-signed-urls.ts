import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ObjectStorage } from './object-storage.js';

/** The app's own signed upload and download paths, the same for every storage driver. */
export type AppSignedUrls = Pick<
  ObjectStorage,
  'signUpload' | 'verifyUpload' | 'signDownload' | 'verifyDownload'
>;

/**
 * Upload URLs signed with HMAC-SHA256 over key, owner, content type and expiry; download URLs
 * over key and expiry. Both are same-origin paths under `/files/`, served by the files routes.
 */
export function createAppSignedUrls(secret: string): AppSignedUrls {
  function sign(key: string, userId: string, contentType: string, expires: number): string {
    return createHmac('sha256', `storage:${secret}`)
      .update(`${key}\n${userId}\n${contentType}\n${expires}`)
      .digest('hex');
  }

  function signRead(key: string, expires: number): string {
    return createHmac('sha256', `storage-read:${secret}`).update(`${key}\n${expires}`).digest('hex');
  }

  return {
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
