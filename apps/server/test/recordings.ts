import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from './test-context.js';
import type { BuiltUser } from './factories.js';

/** A spoken sentence made with espeak-ng and encoded to FLAC by the flac tool, with its length. */
export function synthesiseFlac(text: string): { bytes: Buffer; seconds: number } {
  const folder = mkdtempSync(join(tmpdir(), 'prepwise-speech-'));
  const wav = join(folder, 'speech.wav');
  const flac = join(folder, 'speech.flac');
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, text]);
  execFileSync('flac', ['--silent', '--force', '-o', flac, wav]);
  const seconds = Number(execFileSync('soxi', ['-D', wav]).toString().trim());
  return { bytes: readFileSync(flac), seconds };
}

/** Uploads a recording through a signed URL, as the web does, and returns its storage key. */
export async function uploadRecording(context: TestContext, user: BuiltUser, bytes: Buffer): Promise<string> {
  const signed = await context.app.inject({
    method: 'POST',
    url: '/api/file/signed_url',
    headers: user.auth,
    payload: { type: 'answer', contentType: 'audio/flac', filename: 'answer.flac' },
  });
  const { signedUrl, key } = signed.json().data as { signedUrl: string; key: string };
  const put = await context.app.inject({
    method: 'PUT',
    url: signedUrl,
    headers: { 'content-type': 'audio/flac' },
    payload: bytes,
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
  return key;
}
