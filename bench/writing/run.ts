/**
 * Writing scorer benchmark: agreement with human ratings on prompts held out of the fit, against
 * a length-only model, a ridge on eleven surface features and predict-the-mean (all in the same
 * run), plus scoring speed on one core (median milliseconds per essay).
 * Usage: node --import tsx bench/writing/run.ts [--data <folder>] [--runs 5] [--sample 200] [--write-results]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { cpus, loadavg } from 'node:os';
import { formatRuleTable, measureRuleFirings } from '../../packages/scoring/scripts/grammar-rule-report.js';
import { featurise } from '../../packages/scoring/scripts/writing-corpus.js';
import type { FeaturedEssay } from '../../packages/scoring/scripts/writing-corpus.js';
import {
  ASAP_RANGES,
  fromRepositoryRoot,
  readAsap,
  readEllipse,
  readJfleg,
  readOption,
  resolveDataFolder,
} from '../../packages/scoring/scripts/writing-data.js';
import type { RatedEssay } from '../../packages/scoring/scripts/writing-data.js';
import {
  evaluateAsap,
  evaluateEllipse,
  groupPrompts,
} from '../../packages/scoring/scripts/writing-evaluation.js';
import type {
  AsapFold,
  EllipseEvaluation,
  EllipseTraitResult,
} from '../../packages/scoring/scripts/writing-evaluation.js';
import {
  matchDistribution,
  median,
  quadraticWeightedKappa,
} from '../../packages/scoring/scripts/writing-metrics.js';
import { countWords } from '../../packages/scoring/src/writing/text-analysis.js';
import {
  formatAsapTable,
  formatEllipsePromptTable,
  formatEllipseTable,
  formatTraitChoices,
} from '../../packages/scoring/scripts/writing-report.js';
import { defaultLexicon } from '../../packages/scoring/src/writing/lexicon.js';
import { scoreWriting } from '../../packages/scoring/src/writing/index.js';

const HEADING = '## Writing scorer';
const SUBHEADING =
  'nested leave-prompt-out; the inner folds may also average the fits over the penalty grid (issue 34, point 1)';
const NOTES = [
  'Notes (read before quoting the figures):',
  '',
  '- Held out means the prompt never appears in the fit of the model that scores it (ASAP: each set in turn; ELLIPSE: each of the 22 prompts in turn). The shipped `weights.json` is refitted on everything afterwards.',
  "- Unlabelled information from the held-out prompt is used in two places: the word-frequency lexicon is ranked over all texts (no scores), and the length feature is log(words / expected words) where the expected length of an ASAP/ELLIPSE prompt is the median word count of its essays (no scores). In the product the expected length is the task's own (essay 250 words). With absolute length instead, the held-out ASAP average was about 0.59 during development: essay length means different things in different prompts.",
  '- The holistic prediction is stretched to the human score spread of the training prompts (training data only); without the stretch the average QWK was about 0.67 during development (ridge shrinks predictions towards the mean, and kappa penalises a compressed spread).',
  '- ASAP sets 3 and 5 are responses to a reading passage that the dataset does not include, so their content cannot be checked; they are the weakest sets.',
  '- The grammar rules are precise but catch a small share of learner errors (JFLEG sentences average several errors each); the fragment rule needs two sentences and cannot fire on JFLEG single sentences.',
  '- Speed varies with other work on the shared 2-core machine (other engineers ran tests during this run; load average given above); the first run includes warm-up.',
  '- "Matched" kappa gives the k-th ranked prediction the k-th lowest human score of the held-out prompt, so it measures ranking within the prompt only; "linear map" maps the 0-1 prediction onto the set range without using the held-out scores.',
  '- Protocol (nested leave-prompt-out over the 26 development prompts): each ASAP set is scored by a holistic model chosen and fitted on the other 25 prompts (3 ASAP sets, 22 ELLIPSE prompts); each ELLIPSE prompt by trait models chosen and fitted on the other 21 ELLIPSE prompts. The choice (one ridge penalty from 0.01 to 3, or the average of the six fits over that grid; every model reads all features, since letting the inner folds also pick feature families lost, bench/RESULTS.md, 2026-11-29) is made by an inner leave-one-prompt-out over the training prompts only: highest mean within-prompt r (holistic; each ASAP set and ELLIPSE as a whole weigh the same) or lowest pooled squared error (traits). The baselines choose their penalty the same way. The shipped weights make the same choice over all prompts.',
  '- Surface ridge: eleven regular-expression counts (log words, mean word length, type-token ratio, mean sentence length, commas, capitals and connectives per 100 words, log paragraphs, share of words of 7+ letters, log distinct words, log sentences) fitted like the scorer on the same training prompts. The scorer may read the same eleven counts beside its own features.',
  '- harper.js 2.10.0 (grammar checker, WASM) was measured on 446 ELLIPSE essays and not kept: median 482 ms per essay (p90 2.0 s) on this machine, and its lint rate correlates weakly with the ratings (all lints per 100 words: r -0.20 with Grammar, -0.39 with Conventions; its Grammar-kind lints -0.03 with Grammar), below what the existing features reach. At 50 times the 10 ms budget it would also have to run in the worker pool.',
  '- Tried and not kept: fitting the holistic model within prompts (features and scores centred per prompt, ELLIPSE prompts weighted half an ASAP set, lambda 1) ranked the held-out ASAP sets at 0.758 distribution-matched against 0.751 for the pooled fit, but its linear-map QWK fell to 0.18 (the absolute level is lost), which the product needs.',
  '- Relevance to the prompt is not a model feature: the datasets hold no prompt texts (ASAP set numbers, ELLIPSE prompt titles only), so it cannot be validated here. It acts per paragraph in the gaming rules (off-topic and weakly related paragraphs are left out of the count and the analysis) and on content.',
];

interface SpeedResult {
  essays: number;
  meanWords: number;
  /** Milliseconds per essay, every essay of every run. */
  times: number[];
  runs: number;
}

/**
 * Scores essays with the full pipeline (evidence, suggestions), timing each one. Each run takes a
 * different spread sample, so the spelling-suggestion cache only helps across different essays,
 * as in production.
 */
function measureSpeed(essays: RatedEssay[], runs: number, size: number): SpeedResult {
  const times: number[] = [];
  let words = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const essay of spreadSample(essays, size, run)) {
      const started = performance.now();
      scoreWriting('WRITING_ESSAY', { response: essay.text, prompt: essay.prompt });
      times.push(performance.now() - started);
      words += essay.text.split(/\s+/).length;
    }
  }
  return { essays: size, meanWords: words / Math.max(1, times.length), times, runs };
}

/**
 * What the product's PTE essay total (0-15, after the rubric's rules) makes of the ASAP sets,
 * beside the model's own ranking: the PTE form rule (200-300 words; under 120 or over 380 gives
 * 0 for every trait) decides most of it on essays written to other lengths.
 */
function formatPteTotals(essays: RatedEssay[], folds: AsapFold[]): string {
  const rows = folds.map((fold) => {
    const mine = essays.filter((essay) => essay.corpus === 'asap' && essay.prompt === fold.set);
    const actual = mine.map((essay) => essay.score);
    const [low, high] = ASAP_RANGES[fold.set] ?? [0, 1];
    const results = mine.map((essay) => scoreWriting('WRITING_ESSAY', { response: essay.text }));
    const totals = results.map((result) => result.score);
    const formZero = results.filter((result) => result.flags.includes('FORM_ZERO')).length;
    const words = mine.map((essay) => countWords(essay.text)).sort((left, right) => left - right);
    const kappa = quadraticWeightedKappa(actual, matchDistribution(actual, totals), low, high);
    return `| ${fold.set} | ${mine.length} | ${median(words)} | ${formZero} | ${kappa.toFixed(3)} | ${fold.matchedQwk.toFixed(3)} |`;
  });
  return [
    '| ASAP set | essays | median words | PTE form 0 (all traits 0) | PTE essay total QWK (matched) | model QWK (matched, held out) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Every k-th essay from `offset`, so a sample spans all prompts and both corpora. */
function spreadSample(essays: RatedEssay[], size: number, offset: number): RatedEssay[] {
  const step = Math.max(1, Math.floor(essays.length / size));
  return essays.filter((_, index) => index % step === offset % step).slice(0, size);
}

function summarise(folds: AsapFold[], traits: EllipseTraitResult[], speed: SpeedResult): string[] {
  const surfaceAverage = folds.reduce((sum, fold) => sum + fold.surfaceMatchedQwk, 0) / folds.length;
  const average = (pick: (fold: AsapFold) => number): number =>
    folds.reduce((sum, fold) => sum + pick(fold), 0) / folds.length;
  const matched = average((fold) => fold.matchedQwk);
  const beating = traits.filter((item) => item.rmse < item.meanOnlyRmse).map((item) => item.trait);
  const overall = traits.find((item) => item.trait === 'Overall')?.pearson ?? 0;
  const analytic = traits.filter((item) => item.trait !== 'Overall');
  const weakest = Math.min(...analytic.map((item) => item.pearson));
  const milliseconds = median(speed.times);
  return [
    `- ASAP, four held-out sets, QWK after matching the score distribution per set: scorer **${matched.toFixed(3)}**, length only ${average((fold) => fold.lengthOnlyMatchedQwk).toFixed(3)}, surface ridge ${average((fold) => fold.surfaceMatchedQwk).toFixed(3)} (target >= 0.75 and above the surface baseline: ${matched >= 0.75 && matched > surfaceAverage ? 'met' : 'not met'}). Pearson r: scorer ${average((fold) => fold.pearson).toFixed(3)}, length ${average((fold) => fold.lengthOnlyPearson).toFixed(3)}, surface ${average((fold) => fold.surfacePearson).toFixed(3)}.`,
    `- ELLIPSE, held-out prompts: Overall r **${overall.toFixed(3)}** (target >= 0.68: ${overall >= 0.68 ? 'met' : 'not met'}); weakest analytic trait r ${weakest.toFixed(3)} (target every trait >= 0.60: ${weakest >= 0.6 ? 'met' : 'not met'}). Traits beating predict-the-mean RMSE: ${beating.length} of ${traits.length}.`,
    `- Speed: median **${milliseconds.toFixed(1)} ms** per essay (target < 10 ms: ${milliseconds < 10 ? 'met' : 'not met'}).`,
  ];
}

function formatSpeed(speed: SpeedResult): string {
  const sorted = [...speed.times].sort((left, right) => left - right);
  const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  return (
    `Speed: median **${median(speed.times).toFixed(1)} ms** per essay, p90 ${p90.toFixed(1)} ms (${speed.runs} runs, each over ${speed.essays} different essays, ` +
    `${speed.meanWords.toFixed(0)} words on average; full scoreWriting with evidence and spelling suggestions; one process, one core).`
  );
}

interface BenchFigures {
  pteTotals: string;
  folds: AsapFold[];
  ellipse: EllipseEvaluation;
  speed: SpeedResult;
  rules: string;
}

function buildReport({ folds, ellipse, speed, rules, pteTotals }: BenchFigures): string {
  const { traits } = ellipse;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  return [
    `### ${new Date().toISOString().slice(0, 10)}: ${SUBHEADING}`,
    '',
    `Command: \`npm run bench:writing\` · machine: ${cpus().length} cores (${cpu}), Node ${process.version}, shared with other engineers' tests (load average 1/5/15 min at the end: ${load})`,
    '',
    ...summarise(folds, traits, speed),
    '',
    'ASAP (holistic; each set held out, the model chosen and fitted on the other 25 prompts):',
    '',
    formatAsapTable(folds),
    '',
    'ELLIPSE (analytic traits 1-5; each prompt held out, the models chosen and fitted on the other 21; pooled over the 22):',
    '',
    formatEllipseTable(traits),
    '',
    'ELLIPSE per held-out prompt:',
    '',
    formatEllipsePromptTable(ellipse.prompts),
    '',
    'What the inner folds chose for each trait (times out of 22 outer folds):',
    '',
    formatTraitChoices(traits),
    '',
    formatSpeed(speed),
    '',
    "The product's PTE essay total on the ASAP sets (`scoreWriting('WRITING_ESSAY')`, what `npm run score` prints as `score`; no model refit, so not held out, but its rules are not fitted):",
    '',
    pteTotals,
    '',
    'Grammar rules against JFLEG dev (precision check: hits on the corrected sentences are mostly errors the correctors kept or false alarms):',
    '',
    rules,
    '',
    ...NOTES,
    '',
  ].join('\n');
}

/**
 * Adds the report as a dated subsection at the end of the "Writing scorer" section of
 * bench/RESULTS.md (creating the section if needed), leaving earlier subsections and other sections alone.
 */
async function writeResults(report: string): Promise<void> {
  const path = fromRepositoryRoot('bench/RESULTS.md');
  let current = '# Benchmark results\n';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // First run: the file does not exist yet.
  }
  const start = current.indexOf(HEADING);
  let updated: string;
  if (start < 0) {
    updated = `${current.trimEnd()}\n\n${HEADING}\n\n${report}`;
  } else {
    const next = current.indexOf('\n## ', start + HEADING.length);
    const end = next < 0 ? current.length : next + 1;
    updated = `${current.slice(0, end).trimEnd()}\n\n${report}\n${current.slice(end)}`;
  }
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(updated, { ...options, filepath: path }));
}

async function main(): Promise<void> {
  const folder = resolveDataFolder(process.argv);
  const runs = Number(readOption(process.argv, 'runs', '5'));
  const sampleSize = Number(readOption(process.argv, 'sample', '200'));
  const essays = [...readAsap(folder), ...readEllipse(folder)];
  const featured: FeaturedEssay[] = featurise(essays, defaultLexicon);
  const prompts = groupPrompts(featured);
  const folds = evaluateAsap(prompts);
  const ellipse = evaluateEllipse(prompts);
  const speed = measureSpeed(essays, runs, sampleSize);
  const { sources, references } = readJfleg(folder);
  const rules = formatRuleTable(measureRuleFirings(sources, references), sources.length);
  const pteTotals = formatPteTotals(essays, folds);
  const report = buildReport({ folds, ellipse, speed, rules, pteTotals });
  console.log(report);
  if (process.argv.includes('--write-results')) await writeResults(report);
}

await main();
