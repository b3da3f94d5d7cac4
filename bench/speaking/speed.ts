/**
 * Speed of the speaking analysis on real read speech: CPU seconds per second of audio of the
 * reading analysis the scorer runs (FLAC decoding, voice activity, free phone loop, reading
 * alignment, features) over rated utterances of speechocean762, with the shipped recogniser and,
 * in the same run, the recogniser before 2026-11-29 (every pass scoring every senone of every
 * frame anew, no senone scores shared between passes). Runs alternate between the two; the
 * medians are reported.
 * Usage: npm run bench:speaking:speed -- [--utterances 40] [--runs 3] [--data <folder>]
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { decodeFlac } from '../../apps/server/src/audio/flac.js';
import { resampleTo16k } from '../../apps/server/src/audio/resample.js';
import { observeReading } from '../../packages/scoring/src/speaking/features.js';
import { createRecognizer } from '../../packages/scoring/src/speaking/recognizer.js';
import type { Recognizer, RecognizerOptions } from '../../packages/scoring/src/speaking/recognizer.js';
import { readLabels } from './features-pass.js';
import type { RatedUtterance } from './features-pass.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** CPU seconds per audio second over the utterances, one pass. */
async function pass(recognizer: Recognizer, folder: string, utterances: readonly RatedUtterance[]) {
  let audio = 0;
  const start = cpuSeconds();
  for (const utterance of utterances) {
    const pcm = await decodeFlac(readFileSync(join(folder, utterance.audio)));
    const samples = pcm.sampleRate === 16_000 ? pcm.samples : resampleTo16k(pcm.samples, pcm.sampleRate);
    audio += samples.length / 16_000;
    observeReading(recognizer, samples, utterance.text);
  }
  return { audio, factor: (cpuSeconds() - start) / audio };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main(): Promise<void> {
  const folder = option('data', '/work/shared/datasets/speechocean762-train');
  const count = Number(option('utterances', '40'));
  const runs = Number(option('runs', '3'));
  const all = readLabels(folder);
  // Spread over the speakers: every k-th utterance of the file (sorted by speaker).
  const step = Math.max(1, Math.floor(all.length / count));
  const utterances = all.filter((_, index) => index % step === 0).slice(0, count);
  const load = loadavg()[0] ?? 0;
  const settings: Array<[string, RecognizerOptions]> = [
    ['shipped: senone scores shared between the passes', { shareSenoneScores: true }],
    ['before (baseline): every pass scores every senone', { shareSenoneScores: false }],
  ];
  const recognizers = await Promise.all(settings.map(([, options]) => createRecognizer({}, options)));
  // Warm-up: the first pass of each compiles the WebAssembly tiers and fills the dictionary.
  for (const recognizer of recognizers) await pass(recognizer, folder, utterances.slice(0, 3));
  const factors: number[][] = settings.map(() => []);
  let audio = 0;
  for (let run = 0; run < runs; run += 1)
    for (const [index, recognizer] of recognizers.entries()) {
      const result = await pass(recognizer, folder, utterances);
      audio = result.audio;
      factors[index]?.push(result.factor);
    }
  console.log(
    `Command: \`npm run bench:speaking:speed -- --utterances ${count} --runs ${runs}\` · ` +
      `${utterances.length} utterances (${audio.toFixed(0)} s of audio, ${new Set(utterances.map((u) => u.speaker)).size} speakers) · ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${load.toFixed(1)} at the start · runs alternate.\n`,
  );
  console.log('| recogniser | CPU s per audio s (median) | runs |');
  console.log('| --- | ---: | --- |');
  settings.forEach(([name], index) => {
    const values = factors[index] ?? [];
    console.log(
      `| ${name} | ${median(values).toFixed(3)} | ${values.map((value) => value.toFixed(3)).join(', ')} |`,
    );
  });
}

await main();
