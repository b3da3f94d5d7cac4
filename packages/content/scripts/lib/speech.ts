import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Sample rate of espeak-ng's WAV output and of the MP3 files. */
const sampleRate = '22050';

/** What to say, how, and where to write the MP3. */
export interface SpeechRequest {
  text: string;
  voice: string;
  wordsPerMinute: number;
  endsWithBeep: boolean;
  output: string;
}

/** Appends a short pause and a 1 kHz beep; `-D` (no dither) keeps the output byte-for-byte repeatable. */
async function appendBeep(work: string, speech: string): Promise<string> {
  const pcm = ['-r', sampleRate, '-c', '1', '-b', '16'];
  const gap = join(work, 'gap.wav');
  const beep = join(work, 'beep.wav');
  const joined = join(work, 'joined.wav');
  await run('sox', ['-D', '-n', ...pcm, gap, 'trim', '0', '0.4']);
  await run('sox', [
    '-D',
    '-n',
    ...pcm,
    beep,
    'synth',
    '0.8',
    'sine',
    '1000',
    'vol',
    '0.5',
    'fade',
    '0.02',
    '0.8',
    '0.02',
  ]);
  await run('sox', ['-D', speech, gap, beep, joined]);
  return joined;
}

/**
 * Synthesises speech with espeak-ng (optionally followed by a sox beep) and encodes it as MP3,
 * mono, 32 kbps, 22.05 kHz with ffmpeg. The MP3 is written to a temporary name first, so an
 * interrupted run never leaves a partial MP3 that a later run would skip.
 */
export async function synthesise(request: SpeechRequest): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'prepwise-tts-'));
  const partial = `${request.output}.partial`;
  try {
    const textFile = join(work, 'text.txt');
    const speech = join(work, 'speech.wav');
    await writeFile(textFile, request.text);
    await run('espeak-ng', [
      '-v',
      request.voice,
      '-s',
      String(request.wordsPerMinute),
      '-f',
      textFile,
      '-w',
      speech,
    ]);
    const source = request.endsWithBeep ? await appendBeep(work, speech) : speech;
    await mkdir(dirname(request.output), { recursive: true });
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', source],
      ...['-ac', '1', '-ar', sampleRate, '-codec:a', 'libmp3lame', '-b:a', '32k', '-map_metadata', '-1'],
      ...['-f', 'mp3', partial],
    ]);
    await rename(partial, request.output);
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
