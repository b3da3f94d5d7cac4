import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Spoken sentences for tests, made once by `npm run fixtures` (espeak-ng, flac, sox) and
 * committed, so `npm test` needs only Node. A sentence not yet in the folder is synthesised on
 * the spot when the tools are installed, and otherwise fails with the command that adds it.
 */
export const speechFolder = dirname(fileURLToPath(import.meta.url));

export interface SpeechManifestEntry {
  text: string;
  /** Length of the synthesised speech, as soxi reports it. */
  seconds: number;
}

/** The file stem of a sentence's fixtures. */
export function speechSlug(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function readManifest(): Record<string, SpeechManifestEntry> {
  const file = join(speechFolder, 'manifest.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, SpeechManifestEntry>)
    : {};
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });

/**
 * Synthesises a sentence with espeak-ng (US voice) into `folder`: `<slug>.flac` (22.05 kHz mono,
 * as a browser would upload) and `<slug>.16k.wav` (16 kHz mono PCM, what the scorer takes).
 */
export function synthesiseSpeech(text: string, folder: string): SpeechManifestEntry {
  const slug = speechSlug(text);
  const work = mkdtempSync(join(tmpdir(), 'prepwise-speech-'));
  try {
    const wav = join(work, 'speech.wav');
    run('espeak-ng', ['-v', 'en-us', '-w', wav, text]);
    run('flac', ['--silent', '--force', '-o', join(folder, `${slug}.flac`), wav]);
    run('sox', [wav, '-r', '16000', '-c', '1', '-b', '16', join(folder, `${slug}.16k.wav`)]);
    return { text, seconds: Number(run('soxi', ['-D', wav]).toString().trim()) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Adds a sentence to the committed fixtures (`PREPWISE_RECORD_FIXTURES=1 npx vitest run …`). */
function record(text: string): SpeechManifestEntry {
  const entry = synthesiseSpeech(text, speechFolder);
  const manifest = readManifest();
  manifest[speechSlug(text)] = entry;
  writeFileSync(join(speechFolder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const textsFile = join(speechFolder, 'texts.json');
  const texts = JSON.parse(readFileSync(textsFile, 'utf8')) as string[];
  if (!texts.includes(text)) writeFileSync(textsFile, `${JSON.stringify([...texts, text], null, 2)}\n`);
  return entry;
}

function fixture(text: string): { folder: string; entry: SpeechManifestEntry } {
  const entry = readManifest()[speechSlug(text)];
  if (entry) return { folder: speechFolder, entry };
  if (process.env.PREPWISE_RECORD_FIXTURES === '1') return { folder: speechFolder, entry: record(text) };
  try {
    // CI runs with the tools installed; it must still use only committed fixtures, as a machine
    // with Node alone does, so a sentence missing from them fails there too.
    if (process.env.CI === 'true') throw new Error('CI uses committed fixtures only');
    const folder = mkdtempSync(join(tmpdir(), 'prepwise-speech-'));
    return { folder, entry: synthesiseSpeech(text, folder) };
  } catch (error) {
    throw new Error(
      `No speech fixture for "${text}" and espeak-ng/flac/sox could not make one ` +
        `(${error instanceof Error ? error.message : String(error)}). Add the sentence to ` +
        'test-fixtures/speech/texts.json and run `npm run fixtures` on a machine with those tools.',
    );
  }
}

/** A spoken sentence as FLAC bytes, with its length in seconds. */
export function spokenFlac(text: string): { bytes: Buffer; seconds: number } {
  const { folder, entry } = fixture(text);
  return { bytes: readFileSync(join(folder, `${speechSlug(text)}.flac`)), seconds: entry.seconds };
}

/** A spoken sentence as 16 kHz mono float samples. */
export function spokenSamples16k(text: string): Float32Array {
  const { folder } = fixture(text);
  return pcm16WavToFloat(readFileSync(join(folder, `${speechSlug(text)}.16k.wav`)));
}

/**
 * A recording kept as it was captured (`recorded/<name>.16k.wav`, 16 kHz mono PCM), such as
 * espeak-ng speech through a journey's fake microphone and Chromium's audio processing.
 */
export function recordedSamples16k(name: string): Float32Array {
  return pcm16WavToFloat(readFileSync(join(speechFolder, 'recorded', `${name}.16k.wav`)));
}

/** The samples of a 16-bit PCM mono WAV file (the layout sox writes), scaled to [-1, 1). */
function pcm16WavToFloat(wav: Buffer): Float32Array {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'data') {
      const end = Math.min(wav.length, offset + 8 + size);
      const samples = new Float32Array((end - offset - 8) >> 1);
      for (let index = 0; index < samples.length; index += 1)
        samples[index] = wav.readInt16LE(offset + 8 + index * 2) / 32_768;
      return samples;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk in the WAV fixture');
}
