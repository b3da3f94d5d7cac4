/** Formats the speaking benchmark and writes its section of bench/RESULTS.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CalibrationFigures } from './calibration.js';
import type { SpeechItem } from './synthetic.js';

export interface StageTiming {
  name: string;
  /** Real-time factors per run (audio seconds / processing seconds). */
  wall: number[];
  cpu: number[];
}

export interface BenchmarkReport {
  command: string;
  cores: number;
  cpu: string;
  load: number;
  runs: number;
  items: readonly SpeechItem[];
  loadMs: number;
  stages: StageTiming[];
  calibration?: CalibrationFigures;
}

const HEADING = '## Speaking scorer';
const CALIBRATION_HEADING = '### Behaviour on synthetic speech';
const RESULTS = new URL('../RESULTS.md', import.meta.url);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

function speedTable(stages: readonly StageTiming[]): string[] {
  return [
    '| stage | real-time factor, wall clock (median) | real-time factor, CPU time (median) | runs (wall) |',
    '|---|---|---|---|',
    ...stages.map(
      (stage) =>
        `| ${stage.name} | ${median(stage.wall).toFixed(1)}x | ${median(stage.cpu).toFixed(1)}x | ${stage.wall.map((value) => value.toFixed(1)).join(', ')} |`,
    ),
  ];
}

function calibrationLines(figures: CalibrationFigures): string[] {
  const { pronunciation: p, spotting: s, shortAnswers: a } = figures;
  return [
    CALIBRATION_HEADING,
    '',
    'espeak-ng reading the sample bank (`--calibrate`); no human-rated speech was available, so these check behaviour, not agreement with raters.',
    '',
    `- Mispronunciation: ${p.sentences} sentences read correctly and with the stressed vowel of some words swapped. Correct words flagged as mispronounced: ${percent(p.falseFlagRate)} of ${p.correctWords}. Swapped words: ${p.swappedWords}, of which ${p.swappedSkipped} not aligned at all (count as skipped in content) and ${p.swappedFlagged} flagged as mispronounced. Mean pronunciation raw: ${p.meanRawCorrect.toFixed(2)} correct vs ${p.meanRawSwapped.toFixed(2)} with swaps.`,
    `- Key phrases (describe image, retell lecture, ${s.items} items): ${percent(s.phraseRecall)} of the phrases said were heard; off-topic answers produced ${s.falseAlarmsPerAnswer.toFixed(2)} false hits per answer. Mean content raw ${s.onTopicRaw.toFixed(2)} on topic vs ${s.offTopicRaw.toFixed(2)} off topic.`,
    `- Short answers (${a.items} items): accepted answer recognised ${a.accepted}/${a.items}; another item's answer rejected ${a.rejected}/${a.items}.`,
  ];
}

/** The section as Markdown. */
export function formatSection(report: BenchmarkReport): string {
  const audio = report.items.reduce((sum, item) => sum + item.samples.length / 16_000, 0);
  const date = new Date().toISOString().slice(0, 10);
  return [
    HEADING,
    '',
    `Command: \`${report.command}\` · machine: ${report.cores} cores (${report.cpu}), Node ${process.version}, load average ${report.load.toFixed(2)} at start (shared machine) · date: ${date}`,
    '',
    `Real-time factor = seconds of audio / seconds of processing, one process on one thread, median of ${report.runs} runs over ${report.items.length} synthesised responses (${audio.toFixed(1)} s of audio: read aloud, repeat sentence, short answer, describe image, retell lecture). CPU time is the process's own; wall clock includes waiting for the shared cores. Loading the model and dictionaries: ${report.loadMs.toFixed(0)} ms once per process.`,
    '',
    ...speedTable(report.stages),
    '',
    'Pronunciation is goodness of pronunciation (forced alignment against a free phone loop, per frame, with this small US-English acoustic model); oral fluency and the thresholds are heuristics set on synthetic speech. Neither is validated against human ratings: see packages/scoring/src/speaking/README.md.',
    '',
    'Scoring decodes each response twice (a free phone loop and the task grammar); the task grammar scores every senone of the acoustic model for every frame twice (search, then phone alignment), the phone loop once (its phones are read from the search): that is the cost. Scoring all senones is what makes the forced alignment and the phone loop comparable (goodness of pronunciation).',
    '',
    ...(report.calibration ? calibrationLines(report.calibration) : []),
  ].join('\n');
}

/** Replaces (or appends) the "Speaking scorer" section; keeps an earlier calibration block when none was run. */
export function writeSection(section: string, hasCalibration: boolean): void {
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = current.indexOf(HEADING);
  const next = start >= 0 ? current.indexOf('\n## ', start + HEADING.length) : -1;
  const previous = start >= 0 ? current.slice(start, next >= 0 ? next : undefined) : '';
  const oldCalibration = previous.includes(CALIBRATION_HEADING)
    ? previous.slice(previous.indexOf(CALIBRATION_HEADING)).trim()
    : '';
  const body = hasCalibration || !oldCalibration ? section.trim() : `${section.trim()}\n\n${oldCalibration}`;
  const updated =
    start >= 0
      ? `${current.slice(0, start)}${body}\n${next >= 0 ? current.slice(next) : ''}`
      : `${current.trimEnd()}\n\n${body}\n`;
  writeFileSync(RESULTS, updated);
}
