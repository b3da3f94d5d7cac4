/**
 * Calibrates the speaking scorer on rated non-native read speech (speechocean762 train subset:
 * 1,250 utterances, 125 speakers, experts' sentence and word scores). Runs the scorer's feature
 * extraction over every utterance once (bench/speaking/features-pass.ts, cached), then fits
 * ridge models for sentence accuracy (pronunciation) and fluency and a linear word score for
 * "mispronounced" (expert word accuracy < 6), evaluated by 5-fold cross-validation grouped by
 * speaker (no speaker is ever in both the training and the held-out part), beside baselines
 * computed in the same run. With --write-weights it refits on all speakers and writes
 * packages/scoring/src/speaking/weights.json (or `--out <weights.json>`).
 * Usage: npm run speaking:fit -- [--data <folder>] [--cache <jsonl>] [--workers 2] [--limit N] [--write-weights] [--out <weights.json>]
 *
 * A school refits on its own teacher-signed answers: `npm run scoring:export-ratings -- --out
 * <folder>` writes them in speechocean762's layout (`<folder>/speaking`, one speaker per learner,
 * the teacher's pronunciation and oral fluency on 0-10), and `npm run speaking:fit -- --data
 * <folder>/speaking --cache <folder>/features.jsonl --out <weights.json>` fits on them. Teachers
 * give no word scores: with no word labels in the data the word model is not fitted and the
 * shipped one is kept, and the weights name the school's data as their source.
 */
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { pearson, rootMeanSquaredError } from '../../packages/scoring/scripts/writing-metrics.js';
import { loadSpeakingWeights } from '../../packages/scoring/src/speaking/calibrated-models.js';
import type {
  RatingModel,
  SpeakingWeights,
  WordModel,
} from '../../packages/scoring/src/speaking/calibrated-models.js';
import { SENTENCE_FEATURES, WORD_FEATURES } from '../../packages/scoring/src/speaking/features.js';
import type { SentenceFeature } from '../../packages/scoring/src/speaking/features.js';
import { fitRidge, predictLinear } from '../../packages/scoring/src/writing/ridge.js';
import type { LinearModel } from '../../packages/scoring/src/writing/ridge.js';
import { featurePass, readLabels } from './features-pass.js';
import type { RatedUtterance, UtteranceFeatures } from './features-pass.js';

const FOLDS = 5;
const LAMBDAS = [0.003, 0.01, 0.03, 0.1, 0.3, 1, 3];
/** Expert word accuracy below this is "mispronounced" (the issue's definition). */
const MISPRONOUNCED_BELOW = 6;
const WEIGHTS = new URL('../../packages/scoring/src/speaking/weights.json', import.meta.url).pathname;
const source = (utterances: number, speakers: number) =>
  `Fitted by bench/speaking/fit.ts on speechocean762 (Zhang et al., Interspeech 2021; ${utterances} read-aloud ` +
  `utterances of its train split by ${speakers} non-native speakers, experts\u2019 sentence and word scores). Only aggregated coefficients are stored.`;
const LICENCE = 'Derived from speechocean762, CC BY 4.0 (credit: Zhang, Junbo et al., speechocean762).';
const ownSource = (utterances: number, speakers: number) =>
  `Fitted by bench/speaking/fit.ts on teacher-rated answers (${utterances} read-aloud and repeat-sentence ` +
  `recordings by ${speakers} learners, teachers\u2019 pronunciation and oral fluency) exported by npm run ` +
  'scoring:export-ratings; the word model is the shipped one. Only aggregated coefficients are stored.';
const OWN_LICENCE =
  'Pronunciation and fluency derived from the school\u2019s own rated answers; the word model kept from the ' +
  'shipped weights, derived from speechocean762, CC BY 4.0 (credit: Zhang, Junbo et al., speechocean762).';
/** The penalty used when there are too few speakers to choose one by cross-validation. */
const DEFAULT_LAMBDA = 1;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

interface Row {
  speaker: string;
  sentence: number[];
  accuracy: number;
  fluency: number;
}

interface WordRow {
  speaker: string;
  /** Judged words have features; skipped and unjudged ones do not. */
  kind: 'judged' | 'skipped' | 'unjudged';
  features: number[];
  rule: boolean;
  mispronounced: boolean;
}

/** Every speaker's first utterance, then every speaker's second...: any prefix covers all speakers. */
function interleaveSpeakers(utterances: readonly RatedUtterance[]): RatedUtterance[] {
  const seen = new Map<string, number>();
  const rank = utterances.map((utterance) => {
    const count = seen.get(utterance.speaker) ?? 0;
    seen.set(utterance.speaker, count + 1);
    return count;
  });
  return utterances
    .map((utterance, index) => ({ utterance, rank: rank[index] ?? 0, index }))
    .sort((left, right) => left.rank - right.rank || left.index - right.index)
    .map(({ utterance }) => utterance);
}

/** Speakers to folds: sorted by a hash of the id so folds do not follow recording order. */
function speakerFolds(speakers: readonly string[]): Map<string, number> {
  const hash = (text: string) =>
    [...text].reduce((value, char) => (Math.imul(value, 31) + char.charCodeAt(0)) >>> 0, 7);
  const ordered = [...new Set(speakers)].sort(
    (left, right) => hash(left) - hash(right) || left.localeCompare(right),
  );
  // Fewer speakers than folds (a small class): one fold per speaker, none left empty.
  const folds = Math.min(FOLDS, ordered.length);
  return new Map(ordered.map((speaker, index) => [speaker, index % folds]));
}

function fitSentence(
  rows: readonly Row[],
  target: 'accuracy' | 'fluency',
  lambda: number,
  columns?: number[],
): LinearModel {
  return fitRidge({
    rows: rows.map((row) => (columns ? columns.map((column) => row.sentence[column] ?? 0) : row.sentence)),
    targets: rows.map((row) => row[target]),
    lambda,
  });
}

const pick = (row: readonly number[], columns?: number[]) =>
  columns ? columns.map((column) => row[column] ?? 0) : [...row];

/** Held-out predictions for every row: each fold predicted by a model fitted on the other folds. */
function crossPredict<T extends { speaker: string }>(
  rows: readonly T[],
  folds: Map<string, number>,
  fit: (train: T[]) => (row: T) => number,
): number[] {
  const predictions = new Array<number>(rows.length).fill(0);
  for (const fold of new Set(folds.values())) {
    const train = rows.filter((row) => folds.get(row.speaker) !== fold);
    const predict = fit(train);
    rows.forEach((row, index) => {
      if (folds.get(row.speaker) === fold) predictions[index] = predict(row);
    });
  }
  return predictions;
}

/** Picks the ridge penalty by an inner speaker-grouped cross-validation on the training rows only. */
function chooseLambda(rows: readonly Row[], target: 'accuracy' | 'fluency', columns?: number[]): number {
  if (new Set(rows.map((row) => row.speaker)).size < 2) return DEFAULT_LAMBDA;
  const inner = speakerFolds(rows.map((row) => `inner-${row.speaker}`));
  const keyed = rows.map((row) => ({ ...row, speaker: `inner-${row.speaker}` }));
  let best = LAMBDAS[0] ?? 1;
  let bestError = Infinity;
  for (const lambda of LAMBDAS) {
    const predictions = crossPredict(keyed, inner, (train) => {
      const model = fitSentence(train, target, lambda, columns);
      return (row) => predictLinear(model, pick(row.sentence, columns));
    });
    const error = rootMeanSquaredError(
      keyed.map((row) => row[target]),
      predictions,
    );
    if (error < bestError) [best, bestError] = [lambda, error];
  }
  return best;
}

interface Figure {
  name: string;
  r: number;
  rmse: number;
  constant?: boolean;
}

function figure(name: string, actual: number[], predicted: number[], constant = false): Figure {
  return { name, r: pearson(predicted, actual), rmse: rootMeanSquaredError(actual, predicted), constant };
}

function evaluateSentence(
  rows: readonly Row[],
  folds: Map<string, number>,
  target: 'accuracy' | 'fluency',
  heuristic: SentenceFeature,
): Figure[] {
  const actual = rows.map((row) => row[target]);
  const column = (name: SentenceFeature) => SENTENCE_FEATURES.indexOf(name);
  const model = crossPredict(rows, folds, (train) => {
    const lambda = chooseLambda(train, target);
    const fitted = fitSentence(train, target, lambda);
    return (row) => predictLinear(fitted, row.sentence);
  });
  const single = (name: SentenceFeature) =>
    crossPredict(rows, folds, (train) => {
      const fitted = fitSentence(train, target, 0, [column(name)]);
      return (row) => predictLinear(fitted, [row.sentence[column(name)] ?? 0]);
    });
  const meanOnly = crossPredict(rows, folds, (train) => {
    const average = train.reduce((sum, row) => sum + row[target], 0) / train.length;
    return () => average;
  });
  const current = rows.map((row) => 2 * (row.sentence[column(heuristic)] ?? 0));
  return [
    figure(`ridge on ${SENTENCE_FEATURES.length} features (this calibration)`, actual, model),
    figure('words per second alone (baseline, linear fit)', actual, single('wordsPerSecond')),
    figure('mean word GOP alone (baseline, linear fit)', actual, single('meanWordGop')),
    figure('predict the training mean (baseline)', actual, meanOnly, true),
    figure(`current uncalibrated scorer (${heuristic} x 2, 0-10)`, actual, current),
  ];
}

interface WordFigure {
  name: string;
  precision: number;
  recall: number;
  f1: number;
}

function wordFigure(name: string, rows: readonly WordRow[], marked: readonly boolean[]): WordFigure {
  let truePositive = 0;
  let falsePositive = 0;
  let falseNegative = 0;
  rows.forEach((row, index) => {
    if (marked[index] && row.mispronounced) truePositive += 1;
    else if (marked[index]) falsePositive += 1;
    else if (row.mispronounced) falseNegative += 1;
  });
  const precision = truePositive / Math.max(1, truePositive + falsePositive);
  const recall = truePositive / Math.max(1, truePositive + falseNegative);
  return {
    name,
    precision,
    recall,
    f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
  };
}

/** Fits the word score on judged words and picks the threshold maximising F1 over all training words. */
function fitWord(train: readonly WordRow[]): WordModel {
  const judged = train.filter((row) => row.kind === 'judged');
  const model = fitRidge({
    rows: judged.map((row) => row.features),
    targets: judged.map((row) => (row.mispronounced ? 1 : 0)),
    lambda: 0.1,
  });
  const scores = train.map((row) => (row.kind === 'judged' ? predictLinear(model, row.features) : -Infinity));
  let best = { threshold: 0.5, f1: -1 };
  for (let step = 5; step <= 95; step += 1) {
    const threshold = step / 100;
    const f1 = wordFigure(
      '',
      train,
      train.map((row, index) => row.kind === 'skipped' || (scores[index] ?? -Infinity) >= threshold),
    ).f1;
    if (f1 > best.f1) best = { threshold, f1 };
  }
  return { ...model, threshold: best.threshold };
}

function evaluateWords(rows: readonly WordRow[], folds: Map<string, number>): WordFigure[] {
  const flagged = crossPredict(rows, folds, (train) => {
    const model = fitWord(train);
    return (row) => (row.kind === 'judged' && predictLinear(model, row.features) >= model.threshold ? 1 : 0);
  });
  const skipped = rows.map((row) => row.kind === 'skipped');
  return [
    wordFigure(
      'word model (this calibration), skipped words marked',
      rows,
      rows.map((_, index) => skipped[index] || flagged[index] === 1),
    ),
    wordFigure(
      'GOP rule of the current scorer, skipped words marked (baseline)',
      rows,
      rows.map((row, index) => skipped[index] || row.rule),
    ),
    wordFigure(
      'GOP rule alone (baseline)',
      rows,
      rows.map((row) => row.rule),
    ),
    wordFigure('skipped words alone (baseline)', rows, skipped),
    wordFigure(
      'mark every word (baseline)',
      rows,
      rows.map(() => true),
    ),
  ];
}

function wordRows(
  utterances: readonly RatedUtterance[],
  features: Map<string, UtteranceFeatures>,
): WordRow[] {
  return utterances.flatMap((utterance) => {
    const found = features.get(utterance.utt_id);
    if (!found || found.tokens.length !== utterance.words.length) return [];
    return found.tokens.map((token, index): WordRow => ({
      speaker: utterance.speaker,
      kind: token.kind,
      features: token.kind === 'judged' ? token.features : [],
      rule: token.kind === 'judged' && token.ruleMispronounced,
      mispronounced: (utterance.words[index]?.accuracy ?? 10) < MISPRONOUNCED_BELOW,
    }));
  });
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function table(figures: readonly Figure[]): string {
  // A constant prediction has no correlation: its r is shown as a dash.
  const r = (item: Figure) => (item.constant ? '—' : item.r.toFixed(3));
  return [
    '| model | Pearson r | RMSE (0-10) |',
    '| --- | ---: | ---: |',
    ...figures.map((item) => `| ${item.name} | ${r(item)} | ${item.rmse.toFixed(2)} |`),
  ].join('\n');
}

function wordTable(figures: readonly WordFigure[]): string {
  return [
    '| decision | precision | recall | F1 |',
    '| --- | ---: | ---: | ---: |',
    ...figures.map(
      (item) =>
        `| ${item.name} | ${item.precision.toFixed(3)} | ${item.recall.toFixed(3)} | ${item.f1.toFixed(3)} |`,
    ),
  ].join('\n');
}

function rounded(model: LinearModel): LinearModel {
  return {
    means: model.means.map((value) => round(value, 6)),
    scales: model.scales.map((value) => round(value, 6)),
    coefficients: model.coefficients.map((value) => round(value, 6)),
    intercept: round(model.intercept, 6),
  };
}

/** The word model of the shipped weights, kept when the data has no word labels to fit one on. */
function shippedWordModel(): WordModel {
  return loadSpeakingWeights(JSON.parse(readFileSync(WEIGHTS, 'utf8'))).word;
}

/**
 * Refits on every row and writes the weights to `path`. Without word labels (`words` null: a
 * school's teacher-rated answers) the shipped word model is kept and the source and
 * licence name the school's data.
 */
async function writeWeights(
  rows: readonly Row[],
  words: readonly WordRow[] | null,
  path: string,
): Promise<void> {
  const ownData = words === null;
  const rating = (target: 'accuracy' | 'fluency'): RatingModel => ({
    ...rounded(fitSentence(rows, target, chooseLambda(rows, target))),
    target: ownData
      ? `teacher-rated ${target === 'accuracy' ? 'pronunciation' : 'oral fluency'} (0-10)`
      : `speechocean762 sentence ${target} (0-10)`,
    min: 0,
    max: 10,
  });
  const word = words ? fitWord(words) : shippedWordModel();
  const speakers = new Set(rows.map((row) => row.speaker)).size;
  const weights: SpeakingWeights = {
    source: ownData ? ownSource(rows.length, speakers) : source(rows.length, speakers),
    licence: ownData ? OWN_LICENCE : LICENCE,
    sentenceFeatures: [...SENTENCE_FEATURES],
    wordFeatures: [...WORD_FEATURES],
    pronunciation: rating('accuracy'),
    fluency: rating('fluency'),
    word: ownData ? word : { ...rounded(word), threshold: word.threshold },
  };
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(weights), { ...options, filepath: path }));
  console.error(`wrote ${path}`);
}

function wordSection(words: readonly WordRow[] | null, folds: Map<string, number>): string[] {
  if (!words)
    return [
      '**Mispronounced words**: the data has no word labels (teachers score whole answers), so the word model is not fitted: the shipped word model is kept.',
    ];
  return [
    `**Mispronounced words** (expert word accuracy < ${MISPRONOUNCED_BELOW}; ${words.length} words of utterances whose tokens match the experts\u2019 words, ${words.filter((row) => row.mispronounced).length} mispronounced, ${words.filter((row) => row.kind === 'skipped').length} not aligned (skipped)):`,
    '',
    wordTable(evaluateWords(words, folds)),
  ];
}

async function main(): Promise<void> {
  const folder = option('data', '/work/shared/datasets/speechocean762-train');
  const limit = Number(option('limit', '0'));
  const workers = Number(option('workers', '2'));
  const load = loadavg()[0] ?? 0;
  const labels = interleaveSpeakers(readLabels(folder));
  const queued = limit > 0 ? labels.slice(0, limit) : labels;
  const features = await featurePass(
    folder,
    queued,
    option('cache', 'data/speaking-features.jsonl'),
    workers,
  );
  // With --workers 0 nothing is computed: the fit uses the utterances already in the cache.
  const chosen = queued.filter((utterance) => features.has(utterance.utt_id));
  const rows: Row[] = chosen.flatMap((utterance) => {
    const sentence = features.get(utterance.utt_id)?.sentence;
    return sentence
      ? [{ speaker: utterance.speaker, sentence, accuracy: utterance.accuracy, fluency: utterance.fluency }]
      : [];
  });
  const speakers = new Set(rows.map((row) => row.speaker)).size;
  if (speakers < 2) {
    console.error(`speaking:fit needs rated speech of at least 2 speakers; ${folder} has ${speakers}.`);
    process.exit(1);
  }
  const folds = speakerFolds(rows.map((row) => row.speaker));
  // A school's teacher-rated answers have no word labels: no word model is fitted on them.
  const words = chosen.some((utterance) => utterance.words.length > 0) ? wordRows(chosen, features) : null;
  const raters = words ? 'experts\u2019 sentence' : 'teachers\u2019';
  const cached = chosen.flatMap((utterance) => features.get(utterance.utt_id) ?? []);
  const audio = cached.reduce((sum, item) => sum + item.seconds, 0);
  const cpu = cached.reduce((sum, item) => sum + item.cpuMs, 0) / 1000;
  const lines = [
    `Command: \`npm run speaking:fit${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\`; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), shared with other engineers' tests, load average ${load.toFixed(1)} at the start.`,
    '',
    `Data: ${rows.length} of ${chosen.length} utterances with speech found, ${speakers} speakers, ${new Set(folds.values()).size} folds grouped by speaker (every figure is on speakers held out of its fit). Feature pass: ${audio.toFixed(0)} s of audio in ${cpu.toFixed(0)} s of CPU (${(cpu / Math.max(1, audio)).toFixed(2)} x real time per core, the current recogniser).`,
    '',
    `**Pronunciation** (${raters} accuracy, 0-10):`,
    '',
    table(evaluateSentence(rows, folds, 'accuracy', 'heuristicPronunciation')),
    '',
    `**Oral fluency** (${raters} fluency, 0-10):`,
    '',
    table(evaluateSentence(rows, folds, 'fluency', 'heuristicFluency')),
    '',
    ...wordSection(words, folds),
  ];
  console.log(lines.join('\n'));
  const out = option('out', '');
  if (out || process.argv.includes('--write-weights')) await writeWeights(rows, words, out || WEIGHTS);
}

await main();
