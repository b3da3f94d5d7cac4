import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  speechFolder,
  speechSlug,
  synthesiseSpeech,
  type SpeechManifestEntry,
} from '../test-fixtures/speech/speech-fixtures.js';
import { audioFolder, audioVariants } from '../test-fixtures/audio/audio-fixtures.js';

/**
 * `npm run fixtures`: remakes the committed test audio with espeak-ng, flac, sox and ffmpeg
 * (Debian packages), so that `npm test` itself needs none of them. Speech: every sentence of
 * test-fixtures/speech/texts.json. Audio formats: the decoder's test files and their durations.
 */
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'pipe' });

function makeSpeech(): number {
  for (const file of readdirSync(speechFolder))
    if (file.endsWith('.flac') || file.endsWith('.wav')) rmSync(join(speechFolder, file));
  const texts = JSON.parse(readFileSync(join(speechFolder, 'texts.json'), 'utf8')) as string[];
  const manifest: Record<string, SpeechManifestEntry> = {};
  for (const text of texts) manifest[speechSlug(text)] = synthesiseSpeech(text, speechFolder);
  writeFileSync(join(speechFolder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return texts.length;
}

function makeAudio(): number {
  const path = (name: string) => join(audioFolder, name);
  run('espeak-ng', ['-v', 'en-us', '-w', path('speech.wav'), 'The library extends its opening hours.']);
  run('flac', ['-s', '-f', '-o', path('speech.flac'), path('speech.wav')]);
  // ffmpeg from speech.wav to another format (its options before the output file).
  const convert = (options: string[], output: string) =>
    run('ffmpeg', ['-loglevel', 'error', '-y', '-i', path('speech.wav'), ...options, path(output)]);
  convert(['-ar', '48000', '-ac', '2'], 'stereo48k.flac');
  // An MP3 with an ID3v2 tag in front (ffmpeg writes one), for admins' question recordings.
  convert(['-codec:a', 'libmp3lame', '-b:a', '48k'], 'speech.mp3');
  run('sox', [path('speech.wav'), '-e', 'floating-point', '-b', '32', '-c', '2', path('float-stereo.wav')]);
  run('sox', [path('speech.wav'), '-b', '24', '-r', '44100', path('pcm24.wav')]);
  run('sox', [path('speech.wav'), '-e', 'ima-adpcm', path('adpcm.wav')]);
  run('sox', ['-n', '-r', '16000', path('tone.wav'), 'synth', '0.5', 'sine', '440']);
  run('sox', ['-n', '-r', '16000', path('silence.wav'), 'trim', '0', '0.5']);
  run('sox', ['-M', path('tone.wav'), path('silence.wav'), path('half-stereo.wav')]);
  run('sox', [
    path('stereo48k.flac'),
    '-r',
    '16000',
    '-c',
    '1',
    '-e',
    'floating-point',
    '-b',
    '32',
    path('sox16k.wav'),
  ]);
  const durations = Object.fromEntries(
    audioVariants.map((name) => [
      name,
      Number(
        // sox has no MP3 reader here; the MP3's gapless decoding gives back the WAV's length.
        run('soxi', ['-D', path(name === 'speech.mp3' ? 'speech.wav' : name)])
          .toString()
          .trim(),
      ),
    ]),
  );
  writeFileSync(path('durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
  return audioVariants.length;
}

console.log(`speech fixtures: ${makeSpeech()} sentences; audio fixtures: ${makeAudio()} files`);
