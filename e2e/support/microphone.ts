import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserType } from '@playwright/test';
import { chromiumArgsWithMicrophone, chromiumPath } from './chromium.js';

interface MicrophoneSpeechOptions {
  /** Noise before the speech: the recording starts a little after the fake device opens. */
  leadSeconds?: number;
  /** The whole file's length: longer than a take, so a take never hears the file start over. */
  totalSeconds?: number;
  /** How far below the speech's RMS level the pink noise lies. */
  noiseBelowDb?: number;
}

/** The RMS level (dB full scale) of a sound file, from sox's `stats`. */
function rmsLevel(file: string): number {
  // sox writes its statistics to stderr; 2>&1 brings them back to execFileSync.
  const stats = execFileSync('sh', ['-c', 'sox "$0" -n stats 2>&1', file], { encoding: 'utf8' });
  const match = /RMS lev dB\s+(-?[\d.]+)/.exec(stats);
  if (!match?.[1]) throw new Error(`sox stats gave no RMS level for ${file}:\n${stats}`);
  return Number(match[1]);
}

/**
 * Speech for Chromium's fake microphone (espeak-ng), made so its audio processing keeps it: a
 * 48 kHz mono WAV with pink noise about 40 dB below the speech under the whole file. The browser's
 * noise suppression takes espeak-ng's digital silence around a word for noise and removes the
 * voice with it; with a noise floor the voice survives and the speech scorer recognises it.
 * Needs espeak-ng and sox (the journeys' tools).
 */
export function microphoneSpeech(text: string, options: MicrophoneSpeechOptions = {}): string {
  const { leadSeconds = 0.6, totalSeconds = 9, noiseBelowDb = 40 } = options;
  const folder = mkdtempSync(join(tmpdir(), 'prepwise-microphone-'));
  const raw = join(folder, 'speech-raw.wav');
  const speech = join(folder, 'speech-48k.wav');
  const noise = join(folder, 'noise.wav');
  const mixed = join(folder, 'microphone.wav');
  execFileSync('espeak-ng', ['-w', raw, text]);
  execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', speech, 'pad', String(leadSeconds)]);
  const speechLevel = rmsLevel(raw);
  // Full-scale pink noise, then scaled so its level lies noiseBelowDb under the speech's.
  execFileSync('sox', [
    '-n',
    '-r',
    '48000',
    '-c',
    '1',
    '-b',
    '16',
    noise,
    'synth',
    String(totalSeconds),
    'pinknoise',
  ]);
  const gain = speechLevel - noiseBelowDb - rmsLevel(noise);
  execFileSync('sox', [
    '-m',
    '-v',
    '1',
    speech,
    '-v',
    String(10 ** (gain / 20)),
    noise,
    '-b',
    '16',
    mixed,
    'trim',
    '0',
    String(totalSeconds),
  ]);
  return mixed;
}

/**
 * A Chromium whose fake microphone plays `wavFile` (one file per browser launch), for a journey
 * that needs more than one spoken take: close it when done. The microphone is allowed.
 */
export function launchWithMicrophone(chromium: BrowserType, wavFile: string): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgsWithMicrophone(wavFile) });
}
