import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Audio files in several formats for the decoder's tests, made by `npm run fixtures`. */
export const audioFolder = dirname(fileURLToPath(import.meta.url));

export const audioVariants = [
  'speech.wav',
  'speech.flac',
  'speech.mp3',
  'stereo48k.flac',
  'float-stereo.wav',
  'pcm24.wav',
  'adpcm.wav',
  'tone.wav',
  'silence.wav',
  'half-stereo.wav',
  'sox16k.wav',
] as const;
export type AudioVariant = (typeof audioVariants)[number];

/** The bytes of one fixture file. */
export function audioBytes(name: AudioVariant): Uint8Array {
  return new Uint8Array(readFileSync(join(audioFolder, name)));
}

/** Its length in seconds as soxi reported it when the file was made. */
export function soxDuration(name: AudioVariant): number {
  const durations = JSON.parse(readFileSync(join(audioFolder, 'durations.json'), 'utf8')) as Record<
    string,
    number
  >;
  const seconds = durations[name];
  if (seconds === undefined) throw new Error(`no recorded duration for ${name}`);
  return seconds;
}
