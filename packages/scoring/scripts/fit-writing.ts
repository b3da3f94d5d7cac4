/**
 * Calibrates the writing scorer: builds the word-frequency lexicon, fits the trait models
 * (ELLIPSE analytic traits) and the holistic model (ASAP + ELLIPSE Overall), reports held-out
 * agreement (leave-one-prompt-out) and writes weights.json and lexicon.json.
 * Usage: npm run scoring:fit -- [--data <folder>] [--out <weights.json>] [--lexicon-out <lexicon.json>]
 *
 * A school refits on its own teacher-rated answers: `npm run scoring:export-ratings -- --out
 * <folder>` writes them in ELLIPSE's layout (`<folder>/ellipse-dev/essays.csv`, one prompt per
 * question), and `npm run scoring:fit -- --data <folder>` fits on them alone: ASAP and JFLEG are
 * used only when the folder has them, and the weights then name the school's data as their source.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { dirname, join } from 'node:path';
import { FEATURE_NAMES } from '../src/writing/features.js';
import type { LinearModel } from '../src/writing/ridge.js';
import type { FittedModel, ModelName, WeightsFile } from '../src/writing/weights-schema.js';
import { buildLexicon, featurise, groupTexts, rankLemmas } from './writing-corpus.js';
import {
  fromRepositoryRoot,
  readAsap,
  readEllipse,
  readJfleg,
  readOption,
  resolveDataFolder,
} from './writing-data.js';
import type { EllipseTrait } from './writing-data.js';
import {
  chooseHolistic,
  chooseTraits,
  evaluateAsap,
  evaluateEllipse,
  fitHolistic,
  fitTrait,
  groupPrompts,
  scorerCandidates,
} from './writing-evaluation.js';
import type { DevelopmentPrompt } from './writing-evaluation.js';
import { formatAsapTable, formatEllipseTable } from './writing-report.js';

const SOURCE =
  'Fitted by packages/scoring/scripts/fit-writing.ts on ELLIPSE (1,337 essays, 22 prompts; Crossley et al. 2023) ' +
  'and ASAP-AES essay sets 1, 3, 5, 7 (6,883 essays; Hewlett Foundation, Kaggle 2012). Only aggregated coefficients are stored.';
const LICENCE =
  'Derived from ELLIPSE (CC BY-NC-SA 4.0) and ASAP-AES (research use): non-commercial. A commercial deployment refits ' +
  'on its own rated responses with this script.';
const shippedLexicon = 'packages/scoring/src/writing/lexicon.json';
const LEXICON_LICENCE =
  'Word ranks derived from ELLIPSE and JFLEG (CC BY-NC-SA 4.0) and ASAP-AES (research use): non-commercial.';
const TRAIT_TARGETS: Array<[Exclude<ModelName, 'holistic'>, EllipseTrait]> = [
  ['grammar', 'Grammar'],
  ['vocabulary', 'Vocabulary'],
  ['spelling', 'Conventions'],
  ['developmentStructureCoherence', 'Cohesion'],
  ['generalLinguisticRange', 'Syntax'],
  ['overall', 'Overall'],
];

function rounded(values: number[]): number[] {
  return values.map((value) => Number(value.toPrecision(6)));
}

function toFitted(
  model: LinearModel,
  target: string,
  [min, max]: [number, number],
  lambdas: number[],
  stretch = 1,
): FittedModel {
  return {
    target,
    min,
    max,
    lambdas,
    means: rounded(model.means),
    scales: rounded(model.scales),
    coefficients: rounded(model.coefficients.map((coefficient) => coefficient * stretch)),
    intercept: Number(model.intercept.toPrecision(6)),
  };
}

/**
 * Fits the shipped models. Each model's penalty (one, or the grid's fits averaged) is chosen by
 * leave-one-prompt-out over all prompts (the evaluation nests the same choice inside its folds).
 */
function fitAll(prompts: DevelopmentPrompt[]): Record<ModelName, FittedModel> {
  const models = {} as Record<ModelName, FittedModel>;
  const ellipse = prompts.filter((item) => item.corpus === 'ellipse');
  const candidates = scorerCandidates();
  const chosen = chooseTraits(ellipse, candidates);
  for (const [name, trait] of TRAIT_TARGETS) {
    const model = fitTrait(ellipse, trait, chosen[trait]);
    models[name] = toFitted(
      model,
      `ELLIPSE ${trait} (${chosen[trait].label})`,
      [1, 5],
      chosen[trait].lambdas,
    );
    console.log(`${trait}: ${chosen[trait].label}`);
  }
  const holistic = fitHolistic(prompts, chooseHolistic(prompts, candidates));
  console.log(`holistic: ${holistic.candidate.label}`);
  models.holistic = toFitted(
    holistic.model,
    `ASAP domain1 / range and ELLIPSE Overall, 0-1 (${holistic.candidate.label})`,
    [0, 1],
    holistic.candidate.lambdas,
    holistic.stretch,
  );
  return models;
}

/** Writes JSON formatted like the rest of the repository (Prettier), so a refit diffs cleanly. */
async function writeJson(path: string, value: unknown): Promise<void> {
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(value), { ...options, filepath: path }));
}

async function main(): Promise<void> {
  const folder = resolveDataFolder(process.argv);
  const weightsPath = fromRepositoryRoot(
    readOption(process.argv, 'out', 'packages/scoring/src/writing/weights.json'),
  );
  const lexiconPath = fromRepositoryRoot(
    readOption(process.argv, 'lexicon-out', join(dirname(weightsPath), 'lexicon.json')),
  );
  const started = performance.now();
  const hasAsap = existsSync(join(folder, 'asap-dev/essays.tsv'));
  const ownData = !hasAsap;
  const essays = [...(hasAsap ? readAsap(folder) : []), ...readEllipse(folder)];
  const jfleg = existsSync(join(folder, 'jfleg-dev')) ? readJfleg(folder) : { sources: [], references: [] };
  let words: string[];
  if (ownData) {
    // A school's few hundred answers rank words poorly: keep the shipped lexicon.
    words = (JSON.parse(readFileSync(fromRepositoryRoot(shippedLexicon), 'utf8')) as { words: string[] })
      .words;
    console.log(`lexicon: the shipped ${words.length} lemmas (${shippedLexicon}), unchanged`);
  } else {
    words = rankLemmas(groupTexts(essays, { jfleg: [...jfleg.sources, ...jfleg.references.flat()] }));
    const lexiconSource =
      'Lemmas ranked by mean document frequency across the 26 ASAP/ELLIPSE prompts and JFLEG dev (no text stored)';
    await writeJson(lexiconPath, { source: lexiconSource, licence: LEXICON_LICENCE, words });
    console.log(`lexicon: ${words.length} lemmas -> ${lexiconPath}`);
  }
  const featured = featurise(essays, buildLexicon(words));
  const developmentPrompts = groupPrompts(featured);
  console.log(
    `features: ${featured.length} essays in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  if (hasAsap) console.log(formatAsapTable(evaluateAsap(developmentPrompts)));
  console.log(formatEllipseTable(evaluateEllipse(developmentPrompts).traits));
  const ellipse = featured.filter((essay) => essay.corpus === 'ellipse');
  const prompts = new Set(ellipse.map((essay) => essay.prompt)).size;
  const weights: WeightsFile = {
    source: ownData
      ? `Fitted by packages/scoring/scripts/fit-writing.ts on teacher-rated answers (${ellipse.length} essays, ${prompts} prompts) exported by npm run scoring:export-ratings. Only aggregated coefficients are stored.`
      : SOURCE,
    licence: ownData ? 'Derived from the school’s own rated answers.' : LICENCE,
    features: [...FEATURE_NAMES],
    models: fitAll(developmentPrompts),
  };
  await writeJson(weightsPath, weights);
  console.log(`weights -> ${weightsPath} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

await main();
