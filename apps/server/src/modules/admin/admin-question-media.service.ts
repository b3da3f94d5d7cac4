import { randomUUID } from 'node:crypto';
import { questionMediaUpload, questionMediaUrl, type QuestionMediaResult } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/user.repository.js';
import { insertStoredFile } from '../files/files.repository.js';
import { measureRecording } from '../files/files.service.js';
import { normaliseImage } from '../files/image-normalise.js';

/** Question images are kept at most this large (a describe-image chart), never enlarged. */
const imageBox = { width: 1600, height: 1200, quality: 85 };

type AudioFormat = 'wav' | 'flac' | 'mp3';

/** The audio format of the bytes (never trusted from the declared type or a name), or null. */
export function sniffAudio(bytes: Buffer): AudioFormat | null {
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') return 'wav';
  if (head.startsWith('fLaC')) return 'flac';
  // An ID3 tag, or an MPEG audio frame's sync word (11 bits set) with layer III.
  if (head.startsWith('ID3')) return 'mp3';
  const [first, second] = [bytes[0] ?? 0, bytes[1] ?? 0];
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) return 'mp3';
  return null;
}

const audioContentType: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
};

/**
 * Stores a question's prompt recording or image through the storage driver (local disk or S3),
 * recorded as the admin's file. A WAV or FLAC recording is measured like a learner's recording
 * (its header, else decoded in the worker pool) and refused when it does not decode; an MP3 is
 * checked by its frame header only (the server has no MP3 decoder). Images are re-encoded as WebP.
 */
export async function storeQuestionMedia(
  deps: AppDeps,
  actor: UserRow,
  contentType: string | undefined,
  body: Buffer,
): Promise<QuestionMediaResult> {
  const type = contentType?.split(';')[0]?.trim() ?? '';
  const isAudio = (questionMediaUpload.audioTypes as readonly string[]).includes(type);
  const isImage = (questionMediaUpload.imageTypes as readonly string[]).includes(type);
  if ((!isAudio && !isImage) || body.length === 0) throw new AppError('error.fileType');
  if (body.length > questionMediaUpload.maxBytes) throw new AppError('error.fileTooLarge');
  if (isImage) {
    const bytes = await normaliseImage(body, imageBox);
    const key = `question-media/${randomUUID()}.webp`;
    await deps.storage.put(key, bytes);
    await insertStoredFile(deps.db, {
      key,
      userId: actor.id,
      kind: 'question-image',
      contentType: 'image/webp',
      size: bytes.length,
    });
    return { key, url: questionMediaUrl(key), kind: 'image', durationSeconds: null };
  }
  const format = sniffAudio(body);
  if (!format) throw new AppError('error.fileType');
  const measured =
    format === 'mp3' ? { durationSeconds: null, decodeError: null } : await measureRecording(deps, body);
  if (measured.decodeError !== null) throw new AppError('error.fileType', measured.decodeError);
  const key = `question-media/${randomUUID()}.${format}`;
  await deps.storage.put(key, body);
  await insertStoredFile(deps.db, {
    key,
    userId: actor.id,
    kind: 'question-audio',
    contentType: audioContentType[format],
    size: body.length,
    durationSeconds: measured.durationSeconds,
  });
  return { key, url: questionMediaUrl(key), kind: 'audio', durationSeconds: measured.durationSeconds };
}
