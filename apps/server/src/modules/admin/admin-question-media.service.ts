import { randomUUID } from 'node:crypto';
import { questionMediaUpload, questionMediaUrl, type QuestionMediaResult } from '@prepwise/contracts';
import { audioFormat, type AudioFormat } from '../../audio/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { insertStoredFile, measureRecording, normaliseImage } from '../files/index.js';

/** Question images are kept at most this large (a describe-image chart), never enlarged. */
const imageBox = { width: 1600, height: 1200, quality: 85 };

/** The question recordings kept, by sniffed format (an Ogg FLAC is refused: no content type of the list). */
type QuestionAudioFormat = Exclude<AudioFormat, 'ogg-flac'>;

const audioContentType: Record<QuestionAudioFormat, string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
};

/**
 * Stores a question's prompt recording or image through the storage driver (local disk or S3),
 * recorded as the admin's file. A WAV, FLAC or MP3 recording is measured like a learner's
 * recording (its header, else decoded in the worker pool: an MP3 always is) and refused when it
 * does not decode. Images are re-encoded as WebP.
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
  const format = audioFormat(body);
  if (format === undefined || format === 'ogg-flac') throw new AppError('error.fileType');
  const measured = await measureRecording(deps, body);
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
