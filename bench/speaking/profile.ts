/**
 * Where the CPU time of the reading analysis goes, stage by stage, over rated utterances of
 * speechocean762 (`npm run bench:speaking:profile -- [--utterances 30] [--data <folder>]`): FLAC
 * decoding, voice activity, the free phone loop's pass and the task grammar's pass (each split into
 * the front end and search, the senone scoring, and the reading of the path or the alignment
 * pass), and the rest of the analysis. Runs once with every pass scoring its senones anew (the
 * recogniser before 2026-11-29) and once with the scores shared between the passes. The front
 * end alone is measured apart (features only, no search) on the same samples.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { decodeFlac } from '../../apps/server/src/audio/flac.js';
import { resampleTo16k } from '../../apps/server/src/audio/resample.js';
import { createDecodeContext } from '../../packages/scoring/src/speaking/decoding.js';
import { analyseReading } from '../../packages/scoring/src/speaking/reading-analysis.js';
import { createRecognizer, prepareSamples } from '../../packages/scoring/src/speaking/recognizer.js';
import type { DecodingPass, Grammar, Recognizer } from '../../packages/scoring/src/speaking/recognizer.js';
import type { SenoneScoreCache } from '../../packages/scoring/src/speaking/senone-cache.js';
import type { RawDecoder } from '../../packages/scoring/src/speaking/soundswallower-api.js';
import { detectVoiceActivity } from '../../packages/scoring/src/speaking/voice-activity.js';
import { readLabels } from './features-pass.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

type Stage =
  | 'FLAC decoding and resampling'
  | 'voice activity'
  | 'phone loop: front end and search'
  | 'phone loop: senone scoring'
  | 'phone loop: grammar, samples, path read'
  | 'reading: front end and search'
  | 'reading: senone scoring (search)'
  | 'reading: alignment pass without its senone scoring'
  | 'reading: senone scoring (alignment pass)'
  | 'reading: grammar, samples, segments'
  | 'rest of the analysis (tokens, word alignment, GOP, features)';

interface Internals {
  decoder: RawDecoder;
  senoneCache?: SenoneScoreCache;
  decode: (samples: Float32Array, grammar: Grammar, pass?: DecodingPass) => unknown;
}

/** Wraps the recogniser's decoder so each call's CPU time lands in a stage. */
function instrument(recognizer: Recognizer) {
  const internals = recognizer as unknown as Internals;
  const cache = internals.senoneCache;
  if (!cache) throw new Error('no senone cache: cannot time senone scoring');
  const timing = { seconds: 0 };
  cache.timing = timing;
  const totals = new Map<Stage, number>();
  const add = (stage: Stage, seconds: number) => totals.set(stage, (totals.get(stage) ?? 0) + seconds);
  let pass: DecodingPass = 'task';
  let inDecode = 0;
  const decoder = internals.decoder;
  const process = decoder.process_audio.bind(decoder);
  decoder.process_audio = (pcm, noSearch, full) => {
    const senones = timing.seconds;
    const start = cpuSeconds();
    const result = process(pcm, noSearch, full);
    const spent = cpuSeconds() - start;
    const scoring = timing.seconds - senones;
    const loop = pass === 'phoneLoop';
    add(loop ? 'phone loop: senone scoring' : 'reading: senone scoring (search)', scoring);
    add(loop ? 'phone loop: front end and search' : 'reading: front end and search', spent - scoring);
    inDecode += spent;
    return result;
  };
  const align = decoder.get_alignment.bind(decoder);
  decoder.get_alignment = (options) => {
    const senones = timing.seconds;
    const start = cpuSeconds();
    const result = align(options);
    const spent = cpuSeconds() - start;
    const scoring = timing.seconds - senones;
    add('reading: senone scoring (alignment pass)', scoring);
    add('reading: alignment pass without its senone scoring', spent - scoring);
    inDecode += spent;
    return result;
  };
  const decode = internals.decode.bind(recognizer);
  internals.decode = (samples, grammar, which = 'task') => {
    pass = which;
    inDecode = 0;
    const start = cpuSeconds();
    const result = decode(samples, grammar, which);
    const other = cpuSeconds() - start - inDecode;
    add(
      which === 'phoneLoop'
        ? 'phone loop: grammar, samples, path read'
        : 'reading: grammar, samples, segments',
      other,
    );
    return result;
  };
  return { cache, totals, add, decoder, frontEnd: process };
}

async function profile(reuse: boolean, folder: string, utterances: ReturnType<typeof readLabels>) {
  const recognizer = await createRecognizer({}, { shareSenoneScores: true });
  const { cache, totals, add, decoder, frontEnd: featuresOnly } = instrument(recognizer);
  cache.reuse = reuse;
  let audio = 0;
  let frontEndAlone = 0;
  let total = 0;
  for (const [index, utterance] of utterances.entries()) {
    const warmUp = index < 3;
    const measured = new Map(totals);
    const begin = cpuSeconds();
    let start = begin;
    const pcm = await decodeFlac(readFileSync(join(folder, utterance.audio)));
    const samples = pcm.sampleRate === 16_000 ? pcm.samples : resampleTo16k(pcm.samples, pcm.sampleRate);
    add('FLAC decoding and resampling', cpuSeconds() - start);
    start = cpuSeconds();
    const activity = detectVoiceActivity(samples, 16_000);
    add('voice activity', cpuSeconds() - start);
    if (!activity.response) continue;
    const decodeBefore = [...totals.entries()]
      .filter(([stage]) => stage.startsWith('phone') || stage.startsWith('reading'))
      .reduce((sum, [, value]) => sum + value, 0);
    start = cpuSeconds();
    const context = createDecodeContext(recognizer, samples, activity.response, activity.frameLevels);
    analyseReading(context, utterance.text);
    const analysis = cpuSeconds() - start;
    const decodeAfter = [...totals.entries()]
      .filter(([stage]) => stage.startsWith('phone') || stage.startsWith('reading'))
      .reduce((sum, [, value]) => sum + value, 0);
    add(
      'rest of the analysis (tokens, word alignment, GOP, features)',
      analysis - (decodeAfter - decodeBefore),
    );
    const spent = cpuSeconds() - begin;
    // The front end alone on the same samples: features, no search (not part of the pipeline).
    start = cpuSeconds();
    decoder.start();
    featuresOnly(prepareSamples(context.samples), true, true);
    decoder.stop();
    const frontEnd = cpuSeconds() - start;
    if (warmUp) {
      // The first utterances compile the WebAssembly tiers: not counted.
      totals.clear();
      for (const [stage, value] of measured) totals.set(stage, value);
      continue;
    }
    frontEndAlone += frontEnd;
    total += spent;
    audio += samples.length / 16_000;
  }
  return { totals, audio, total, frontEndAlone };
}

async function main(): Promise<void> {
  const folder = option('data', '/work/shared/datasets/speechocean762-train');
  const count = Number(option('utterances', '30')) + 3;
  const all = readLabels(folder);
  const step = Math.max(1, Math.floor(all.length / count));
  const utterances = all.filter((_, index) => index % step === 0).slice(0, count);
  const load = loadavg()[0] ?? 0;
  const before = await profile(false, folder, utterances);
  const after = await profile(true, folder, utterances);
  console.log(
    `Command: \`npm run bench:speaking:profile -- --utterances ${count - 3}\` · ${count - 3} utterances after 3 of warm-up (${before.audio.toFixed(1)} s of audio) · ` +
      `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average ${load.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.\n`,
  );
  console.log('| stage | before: CPU s | share | after: CPU s | share |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const stages = [...new Set([...before.totals.keys(), ...after.totals.keys()])];
  for (const stage of stages) {
    const left = before.totals.get(stage) ?? 0;
    const right = after.totals.get(stage) ?? 0;
    console.log(
      `| ${stage} | ${left.toFixed(2)} | ${((100 * left) / before.total).toFixed(0)} % | ${right.toFixed(2)} | ${((100 * right) / after.total).toFixed(0)} % |`,
    );
  }
  console.log(
    `| **total** | **${before.total.toFixed(2)}** (${(before.total / before.audio).toFixed(3)} s per audio s) | | **${after.total.toFixed(2)}** (${(after.total / after.audio).toFixed(3)} s per audio s) | |`,
  );
  console.log(
    `\nFront end alone (features of the response, no search; measured apart, once per response): ${before.frontEndAlone.toFixed(2)} s before, ${after.frontEndAlone.toFixed(2)} s after; each pass computes it again.`,
  );
}

await main();
