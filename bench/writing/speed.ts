/**
 * Writing scorer speed alone (the agreement figures take minutes; this takes seconds): median,
 * p90, wall and CPU milliseconds per essay of full scoreWriting over the same spread sample of ASAP and
 * ELLIPSE essays that `bench/writing/run.ts` times, one process, one core, after a warm-up run,
 * beside the text analysis alone (the first step of every score) as the same run's baseline.
 * Usage: node --import tsx bench/writing/speed.ts [--data <folder>] [--runs 5] [--sample 200]
 */
import { cpus, loadavg } from 'node:os';
import {
  readAsap,
  readEllipse,
  readOption,
  resolveDataFolder,
} from '../../packages/scoring/scripts/writing-data.js';
import { scoreWriting } from '../../packages/scoring/src/writing/index.js';
import { analyseText } from '../../packages/scoring/src/writing/text-analysis.js';

const folder = resolveDataFolder(process.argv);
const runs = Number(readOption(process.argv, 'runs', '5'));
const size = Number(readOption(process.argv, 'sample', '200'));
const essays = [...readAsap(folder), ...readEllipse(folder)];
const step = Math.max(1, Math.floor(essays.length / size));
const sample = (offset: number) => essays.filter((_, index) => index % step === offset % step).slice(0, size);

const score = (text: string, prompt: string) => scoreWriting('WRITING_ESSAY', { response: text, prompt });
for (const essay of sample(runs)) score(essay.text, essay.prompt);

/**
 * Per essay of the sample of each run: wall milliseconds (what a learner waits for, on a quiet
 * core) and CPU milliseconds of this process (the same work whatever else the machine runs).
 */
function time(work: (text: string, prompt: string) => unknown) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const essay of sample(run)) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      work(essay.text, essay.prompt);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const at = (values: number[], share: number) => {
    const sorted = [...values].sort((left, right) => left - right);
    return Number((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(2));
  };
  return {
    essays: wall.length,
    medianMs: at(wall, 0.5),
    p90Ms: at(wall, 0.9),
    medianCpuMs: at(cpu, 0.5),
    p90CpuMs: at(cpu, 0.9),
  };
}

const load = loadavg()[0] ?? 0;
const full = time(score);
// Baseline in the same run: the scorer's own text analysis (tokens, sentences, paragraphs)
// alone, the first step of every score: how fast this machine runs the same kind of work now.
const analysis = time((text) => analyseText(text));
console.log(
  JSON.stringify({
    node: process.version,
    cpu: cpus()[0]?.model,
    loadAverageAtStart: load,
    scoreWriting: full,
    textAnalysisAlone: analysis,
  }),
);
