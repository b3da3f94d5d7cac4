import { spokenFlac } from '../../../test-fixtures/speech/speech-fixtures.js';
import type { TestContext } from './test-context.js';
import type { BuiltUser } from './factories.js';

/** A spoken sentence (espeak-ng, FLAC; a committed fixture, see `npm run fixtures`) with its length. */
export function synthesiseFlac(text: string): { bytes: Buffer; seconds: number } {
  return spokenFlac(text);
}

/**
 * Uploads a recording (FLAC, or WAV with `contentType: 'audio/wav'`) through a signed URL, as the
 * web does, and returns its storage key.
 */
export async function uploadRecording(
  context: TestContext,
  user: BuiltUser,
  bytes: Buffer,
  contentType: 'audio/flac' | 'audio/wav' = 'audio/flac',
): Promise<string> {
  const extension = contentType === 'audio/wav' ? 'wav' : 'flac';
  const signed = await context.app.inject({
    method: 'POST',
    url: '/api/file/signed_url',
    headers: user.auth,
    payload: { type: 'answer', contentType, filename: `answer.${extension}` },
  });
  const { signedUrl, key } = signed.json().data as { signedUrl: string; key: string };
  const put = await context.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return key;
}
