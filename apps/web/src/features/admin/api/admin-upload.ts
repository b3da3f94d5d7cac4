import { readEnvelope } from '../../../lib/api-client';
import { getStoredToken } from '../../../lib/session/token-storage';

/**
 * `POST path` with a file as the raw body (its own type as the content type): the console's
 * uploads of images and recordings. Resolves with the envelope's data; a refusal throws like
 * any request (the caller's form says it).
 */
export async function uploadAdminFile<T>(path: string, file: File): Promise<T> {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': file.type || 'application/octet-stream',
  });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { method: 'POST', headers, body: file });
  const envelope = await readEnvelope(response);
  return envelope.data as T;
}
