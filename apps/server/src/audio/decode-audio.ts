import { AudioDecodeError } from './audio-error.js';
import { decodeFlac, isFlac, isNativeFlac } from './flac.js';
import { decodeMp3, isMp3 } from './mp3.js';
import { resampleTo16k, TARGET_SAMPLE_RATE } from './resample.js';
import { isWav, parseWav } from './wav.js';
import type { MonoPcm } from './wav.js';

/** Decoded audio: mono samples in [-1, 1], their rate, and the duration they cover. */
export interface DecodedAudio {
  samples: Float32Array;
  sampleRate: number;
  durationSeconds: number;
}

/** Audio ready for the speech scorer: mono at 16 kHz. */
export interface SpeechAudio {
  samples: Float32Array;
  sampleRate: typeof TARGET_SAMPLE_RATE;
}

/** The audio formats {@link decodeAudio} reads, as sniffed from the bytes. */
export type AudioFormat = 'wav' | 'flac' | 'ogg-flac' | 'mp3';

/** The format of the bytes (never trusted from a declared type or a file name); undefined when unknown. */
export function audioFormat(bytes: Uint8Array): AudioFormat | undefined {
  if (isWav(bytes)) return 'wav';
  if (isNativeFlac(bytes)) return 'flac';
  if (isFlac(bytes)) return 'ogg-flac';
  return isMp3(bytes) ? 'mp3' : undefined;
}

/**
 * Decodes an upload (FLAC, Ogg FLAC, RIFF/WAVE or MP3) to mono float samples at the file's
 * own rate. Learners' answers are limited to FLAC and WAV by their upload's content types; MP3
 * comes from admins' question recordings. The format is sniffed from the bytes, never trusted from a file name or content type.
 * Throws {@link AudioDecodeError}: `audio.empty`, `audio.unsupportedFormat`,
 * `audio.unsupportedEncoding` or `audio.corrupt`.
 */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio> {
  if (bytes.length === 0) throw new AudioDecodeError('audio.empty', 'The audio file is empty.');
  let pcm: MonoPcm;
  const format = audioFormat(bytes);
  if (format === 'wav') pcm = parseWav(bytes);
  else if (format === 'flac' || format === 'ogg-flac') pcm = await decodeFlac(bytes);
  else if (format === 'mp3') pcm = await decodeMp3(bytes);
  else throw new AudioDecodeError('audio.unsupportedFormat', 'Audio must be FLAC, WAV or MP3.');
  if (pcm.samples.length === 0) throw new AudioDecodeError('audio.empty', 'The audio file holds no samples.');
  return { ...pcm, durationSeconds: pcm.samples.length / pcm.sampleRate };
}

/**
 * Decodes an upload and converts it to what `scoreSpeaking` takes: mono, 16 kHz.
 * Throws like {@link decodeAudio}.
 */
export async function decodeSpeechAudio(bytes: Uint8Array): Promise<SpeechAudio> {
  const decoded = await decodeAudio(bytes);
  return { samples: resampleTo16k(decoded.samples, decoded.sampleRate), sampleRate: TARGET_SAMPLE_RATE };
}
