/**
 * Speaking scorer benchmark: real-time factor (audio seconds / processing seconds) of
 * scoreSpeaking on one core over synthesised responses, against two baselines measured in the
 * same run (voice activity detection alone; one phone-loop decoding alone). With --calibrate it
 * also runs the behaviour checks on synthetic speech (bench/speaking/calibration.ts).
 * Usage: node --import tsx bench/speaking/run.ts [--runs 3] [--calibrate] [--write-results]
 */
import { cpus, loadavg } from 'node:os';
import { buildPhoneLoopGrammar } from '../../packages/scoring/src/speaking/grammar.js';
import { createRecognizer } from '../../packages/scoring/src/speaking/recognizer.js';
import {
  detectVoiceActivity,
  loadRecognizer,
  scoreSpeaking,
} from '../../packages/scoring/src/speaking/index.js';
import type { Recognizer } from '../../packages/scoring/src/speaking/index.js';
import { calibrate } from './calibration.js';
import type { CalibrationFigures } from './calibration.js';
import { formatSection, writeSection } from './report.js';
import type { StageTiming } from './report.js';
import { benchmarkItems } from './synthetic.js';
import type { SpeechItem } from './synthetic.js';

interface Clock {
  wall: number;
  cpu: number;
}

function now(): Clock {
  const usage = process.cpuUsage();
  return { wall: performance.now(), cpu: (usage.user + usage.system) / 1000 };
}

/** Runs `work` over every item, `runs` times; returns audio seconds / processing seconds per run. */
async function measure(
  items: readonly SpeechItem[],
  runs: number,
  work: (item: SpeechItem) => unknown,
): Promise<{ wall: number[]; cpu: number[] }> {
  const audioSeconds = items.reduce((sum, item) => sum + item.samples.length / 16_000, 0);
  const rates = { wall: [] as number[], cpu: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    const start = now();
    for (const item of items) await work(item);
    const end = now();
    rates.wall.push(audioSeconds / ((end.wall - start.wall) / 1000));
    rates.cpu.push(audioSeconds / ((end.cpu - start.cpu) / 1000));
  }
  return rates;
}

function readOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function measureStages(
  items: readonly SpeechItem[],
  recognizer: Recognizer,
  runs: number,
): Promise<StageTiming[]> {
  const loop = buildPhoneLoopGrammar(recognizer);
  // The recogniser before 2026-11-28, measured beside the shipped one: the phone loop's phones
  // read through a second, alignment pass instead of the search's best path.
  const aligned = await createRecognizer({}, 'alignment');
  const stages: Array<[string, (item: SpeechItem) => unknown]> = [
    ['voice activity detection alone (baseline)', (item) => detectVoiceActivity(item.samples, 16_000)],
    [
      'one phone-loop decoding alone (baseline)',
      (item) => recognizer.decode(item.samples, loop, 'phoneLoop'),
    ],
    [
      'full scoreSpeaking',
      (item) =>
        scoreSpeaking(item.type, { samples: item.samples, sampleRate: 16_000 }, item.question, {
          recognizer,
        }),
    ],
    [
      'full scoreSpeaking, phone loop through the alignment pass (before, baseline)',
      (item) =>
        scoreSpeaking(item.type, { samples: item.samples, sampleRate: 16_000 }, item.question, {
          recognizer: aligned,
        }),
    ],
  ];
  const timings: StageTiming[] = [];
  for (const [name, work] of stages) timings.push({ name, ...(await measure(items, runs, work)) });
  return timings;
}

async function main(): Promise<void> {
  const runs = readOption('runs', 3);
  const load = loadavg()[0] ?? 0;
  const items = benchmarkItems();
  const loadStart = performance.now();
  const recognizer = await loadRecognizer();
  const loadMs = performance.now() - loadStart;
  await scoreSpeaking(
    items[0]?.type ?? 'REPEAT_SENTENCE',
    { samples: items[0]?.samples ?? new Float32Array(0), sampleRate: 16_000 },
    items[0]?.question ?? {},
  );
  const stages = await measureStages(items, recognizer, runs);
  const calibration: CalibrationFigures | undefined = process.argv.includes('--calibrate')
    ? await calibrate()
    : undefined;
  const section = formatSection({
    command: `node --import tsx bench/speaking/run.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    load,
    runs,
    items,
    loadMs,
    stages,
    calibration,
  });
  console.log(section);
  if (process.argv.includes('--write-results')) writeSection(section, calibration !== undefined);
}

await main();
