/**
 * The writing scorer's honest protocol: nested leave-prompt-out over every development prompt.
 * Every choice (the ridge penalty of each model) is made by an inner leave-prompt-out
 * over the training prompts of an outer fold; the figure reported is the outer held-out prompt's,
 * whose essays never reach the fit or the choice. The baselines (length only, eleven surface
 * features) are fitted and tuned the same way in the same run.
 */
import { predictLinear } from '../src/writing/ridge.js';
import type { LinearModel } from '../src/writing/ridge.js';
import { FEATURE_NAMES } from '../src/writing/features.js';
import { SURFACE_FEATURE_NAMES } from '../src/writing/surface-features.js';
import type { FeaturedEssay } from './writing-corpus.js';
import { ASAP_RANGES, ELLIPSE_TRAITS } from './writing-data.js';
import type { EllipseTrait } from './writing-data.js';
import {
  matchDistribution,
  pearson,
  quadraticWeightedKappa,
  rootMeanSquaredError,
} from './writing-metrics.js';
import { addMoments, fitAveraged, measureHeldOut, measureMoments } from './prompt-moments.js';
import type { PromptMoments } from './prompt-moments.js';

/** Ridge penalties every model chooses from (on standardised features, weights summing to 1). */
export const LAMBDAS = [0.01, 0.03, 0.1, 0.3, 1, 3];
/** Index of the length feature (lengthRatio) in the feature rows: the length-only baseline uses it alone. */
export const LENGTH_FEATURE = 0;
/** Columns of the eleven surface features: the surface baseline uses them alone. */
export const SURFACE_COLUMNS = SURFACE_FEATURE_NAMES.map((name) => FEATURE_NAMES.indexOf(name));

/**
 * One model the inner folds may choose: feature columns and its penalties (one penalty, or the
 * whole grid, whose fits are averaged).
 */
export interface Candidate {
  /** E.g. "all features, lambda 0.3" or "all features, lambdas averaged". */
  label: string;
  columns: number[];
  lambdas: number[];
}

/**
 * Each penalty of the grid on its own, and the average of the fits over the whole grid (model
 * averaging: on 2026-11-30 the inner folds chose it for every ASAP set).
 */
function withLambdas(label: string, columns: number[]): Candidate[] {
  return [
    ...LAMBDAS.map((lambda) => ({ label: `${label}, lambda ${lambda}`, columns, lambdas: [lambda] })),
    { label: `${label}, lambdas averaged`, columns, lambdas: LAMBDAS },
  ];
}

/**
 * The scorer's candidates: every feature, each penalty. (Letting the inner folds also choose
 * which feature families to use, 2^5 subsets, was measured on 2026-11-29 and lost on every trait
 * but Conventions: the choice among many near-equal subsets adds variance; see RESULTS.md.)
 */
export function scorerCandidates(): Candidate[] {
  return withLambdas(
    'all features',
    FEATURE_NAMES.map((_, index) => index),
  );
}

/** The baselines' candidates: their fixed columns, every penalty. */
export const LENGTH_CANDIDATES = withLambdas('length', [LENGTH_FEATURE]);
export const SURFACE_CANDIDATES = withLambdas('surface', SURFACE_COLUMNS);

/** Target 0: the holistic 0..1 score; targets 1..6: the ELLIPSE traits (0 for ASAP). */
const HOLISTIC_TARGET = 0;
const traitTarget = (trait: EllipseTrait): number => 1 + ELLIPSE_TRAITS.indexOf(trait);

/** Holistic target on 0..1: ASAP score over its set's range, ELLIPSE Overall over 1..5. */
export function normaliseScore(essay: FeaturedEssay): number {
  if (essay.corpus === 'ellipse') return (essay.score - 1) / 4;
  const [low, high] = ASAP_RANGES[essay.prompt] ?? [0, 1];
  return (essay.score - low) / (high - low);
}

/** One development prompt: its essays and their moments. */
export interface DevelopmentPrompt {
  corpus: 'asap' | 'ellipse';
  prompt: string;
  /** Balancing group of the holistic model: each ASAP set, or ELLIPSE as one. */
  group: string;
  essays: FeaturedEssay[];
  moments: PromptMoments;
}

/** Groups featured essays by prompt and sums their moments once. */
export function groupPrompts(essays: FeaturedEssay[]): DevelopmentPrompt[] {
  const byPrompt = new Map<string, FeaturedEssay[]>();
  for (const essay of essays) {
    const key = `${essay.corpus}:${essay.prompt}`;
    byPrompt.set(key, [...(byPrompt.get(key) ?? []), essay]);
  }
  return [...byPrompt.values()].map((members) => {
    const first = members[0] as FeaturedEssay;
    return {
      corpus: first.corpus,
      prompt: first.prompt,
      group: first.corpus === 'ellipse' ? 'ellipse' : `asap:${first.prompt}`,
      essays: members,
      moments: measureMoments(
        members.map((essay) => essay.features),
        members.map((essay) => [
          normaliseScore(essay),
          ...ELLIPSE_TRAITS.map((trait) => essay.traits[trait] ?? 0),
        ]),
      ),
    };
  });
}

/** Holistic training weights: each group (ASAP set, ELLIPSE) weighs the same in total. */
function holisticMoments(train: DevelopmentPrompt[]): PromptMoments {
  const sizes = new Map<string, number>();
  for (const item of train) sizes.set(item.group, (sizes.get(item.group) ?? 0) + item.essays.length);
  return addMoments(
    train.map((item) => ({ moments: item.moments, weight: 1 / (sizes.get(item.group) ?? 1) })),
  );
}

/** Trait training weights: each ELLIPSE prompt weighs the same in total. */
function traitMoments(train: DevelopmentPrompt[]): PromptMoments {
  return addMoments(train.map((item) => ({ moments: item.moments, weight: 1 / item.essays.length })));
}

/** A model plus the stretch applied around its intercept (1 = none). */
export interface StretchedModel {
  model: LinearModel;
  stretch: number;
  candidate: Candidate;
}

/** Applies a stretched model: intercept + stretch * (prediction - intercept). */
export function predictStretched(model: StretchedModel, row: number[]): number {
  const value = predictLinear(model.model, row);
  return model.model.intercept + model.stretch * (value - model.model.intercept);
}

/**
 * Fits the holistic model on the training prompts. Ridge shrinks predictions towards the mean,
 * which costs kappa; the stretch restores the within-group spread of the human scores (training
 * groups only).
 */
export function fitHolistic(train: DevelopmentPrompt[], candidate: Candidate): StretchedModel {
  const [model] = fitAveraged(holisticMoments(train), candidate.columns, candidate.lambdas, [
    HOLISTIC_TARGET,
  ]);
  if (!model) throw new Error('No holistic model');
  const groups = [...new Set(train.map((item) => item.group))];
  const ratios = groups.map((group) => {
    const members = train.filter((item) => item.group === group);
    const fit = measureHeldOut(
      model,
      addMoments(members.map((item) => ({ moments: item.moments, weight: 1 }))),
      0,
    );
    return fit.predictedSpread > 0 ? fit.targetSpread / fit.predictedSpread : 1;
  });
  return {
    model,
    candidate,
    stretch: ratios.reduce((sum, ratio) => sum + ratio, 0) / Math.max(1, ratios.length),
  };
}

/**
 * Chooses the holistic candidate by leave-one-prompt-out over `train` alone: the highest mean
 * within-prompt Pearson r on the inner held-out prompts, each group (ASAP set, ELLIPSE) weighing
 * the same. Within-prompt r is what distribution-matched kappa rewards, and it does not depend on
 * the stretch.
 */
export function chooseHolistic(train: DevelopmentPrompt[], candidates: Candidate[]): Candidate {
  const promptsPerGroup = new Map<string, number>();
  for (const item of train) promptsPerGroup.set(item.group, (promptsPerGroup.get(item.group) ?? 0) + 1);
  const scores = candidates.map(() => 0);
  for (const heldOut of train) {
    const moments = holisticMoments(train.filter((item) => item !== heldOut));
    const weight = 1 / (promptsPerGroup.get(heldOut.group) ?? 1);
    candidates.forEach((candidate, index) => {
      const [model] = fitAveraged(moments, candidate.columns, candidate.lambdas, [HOLISTIC_TARGET]);
      if (model)
        scores[index] = (scores[index] ?? 0) + weight * measureHeldOut(model, heldOut.moments, 0).pearson;
    });
  }
  return candidates[scores.indexOf(Math.max(...scores))] ?? (candidates[0] as Candidate);
}

/** Fits one ELLIPSE trait (1..5 scale) with prompts weighted equally. */
export function fitTrait(train: DevelopmentPrompt[], trait: EllipseTrait, candidate: Candidate): LinearModel {
  const [model] = fitAveraged(traitMoments(train), candidate.columns, candidate.lambdas, [
    traitTarget(trait),
  ]);
  if (!model) throw new Error(`No model for ${trait}`);
  return model;
}

/**
 * Chooses each trait's candidate by leave-one-prompt-out over `train` (ELLIPSE prompts) alone:
 * the lowest pooled squared error on the inner held-out prompts.
 */
export function chooseTraits(
  train: DevelopmentPrompt[],
  candidates: Candidate[],
): Record<EllipseTrait, Candidate> {
  const targets = ELLIPSE_TRAITS.map(traitTarget);
  const errors = ELLIPSE_TRAITS.map(() => candidates.map(() => 0));
  for (const heldOut of train) {
    const moments = traitMoments(train.filter((item) => item !== heldOut));
    candidates.forEach((candidate, index) => {
      fitAveraged(moments, candidate.columns, candidate.lambdas, targets).forEach((model, traitIndex) => {
        const row = errors[traitIndex] ?? [];
        row[index] =
          (row[index] ?? 0) + measureHeldOut(model, heldOut.moments, targets[traitIndex] ?? 0).squaredError;
      });
    });
  }
  const chosen = {} as Record<EllipseTrait, Candidate>;
  ELLIPSE_TRAITS.forEach((trait, traitIndex) => {
    const row = errors[traitIndex] ?? [];
    chosen[trait] = candidates[row.indexOf(Math.min(...row))] ?? (candidates[0] as Candidate);
  });
  return chosen;
}

/** Maps a 0..1 prediction to an ASAP set's integer range. */
export function toAsapScore(prediction: number, set: string): number {
  const [low, high] = ASAP_RANGES[set] ?? [0, 1];
  return Math.min(high, Math.max(low, Math.round(low + prediction * (high - low))));
}

/**
 * Held-out agreement for one ASAP set: the scorer, the length-only baseline, the eleven-surface-
 * feature ridge and predict-the-mean. `qwk` maps the 0..1 prediction linearly to the set's range;
 * the `matched` kappas give each prediction rank the human score of that rank (the prompt's
 * distribution), so they measure ranking only (the method on unseen prompts).
 */
export interface AsapFold {
  set: string;
  essays: number;
  qwk: number;
  matchedQwk: number;
  pearson: number;
  lengthOnlyQwk: number;
  lengthOnlyMatchedQwk: number;
  lengthOnlyPearson: number;
  surfaceMatchedQwk: number;
  surfacePearson: number;
  meanOnlyQwk: number;
  /** The scorer's candidate chosen by the inner folds. */
  choice: string;
}

/** Outer leave-one-prompt-out on the ASAP sets: each set is scored by models chosen and fitted on the other 25 prompts. */
export function evaluateAsap(prompts: DevelopmentPrompt[], candidates = scorerCandidates()): AsapFold[] {
  return prompts
    .filter((item) => item.corpus === 'asap')
    .map((heldOut) => {
      const set = heldOut.prompt;
      const train = prompts.filter((item) => item !== heldOut);
      const full = fitHolistic(train, chooseHolistic(train, candidates));
      const lengthOnly = fitHolistic(train, chooseHolistic(train, LENGTH_CANDIDATES));
      const surface = fitHolistic(train, chooseHolistic(train, SURFACE_CANDIDATES));
      const meanOnly = full.model.intercept;
      const test = heldOut.essays;
      const actual = test.map((essay) => essay.score);
      const [low, high] = ASAP_RANGES[set] ?? [0, 1];
      const predict = (model: StretchedModel): number[] =>
        test.map((essay) => predictStretched(model, essay.features));
      const predictions = { full: predict(full), length: predict(lengthOnly), surface: predict(surface) };
      const kappa = (predicted: number[]): number =>
        quadraticWeightedKappa(
          actual,
          predicted.map((value) => toAsapScore(value, set)),
          low,
          high,
        );
      const matched = (predicted: number[]): number =>
        quadraticWeightedKappa(actual, matchDistribution(actual, predicted), low, high);
      return {
        set,
        essays: test.length,
        qwk: kappa(predictions.full),
        matchedQwk: matched(predictions.full),
        pearson: pearson(actual, predictions.full),
        lengthOnlyQwk: kappa(predictions.length),
        lengthOnlyMatchedQwk: matched(predictions.length),
        lengthOnlyPearson: pearson(actual, predictions.length),
        surfaceMatchedQwk: matched(predictions.surface),
        surfacePearson: pearson(actual, predictions.surface),
        meanOnlyQwk: kappa(test.map(() => meanOnly)),
        choice: full.candidate.label,
      };
    });
}

/** Held-out agreement for one ELLIPSE trait, pooled over the outer leave-one-prompt-out folds. */
export interface EllipseTraitResult {
  trait: EllipseTrait;
  pearson: number;
  rmse: number;
  lengthOnlyPearson: number;
  lengthOnlyRmse: number;
  surfacePearson: number;
  meanOnlyRmse: number;
  /** How often each candidate was chosen by the inner folds ("core+tags, lambda 0.3": 12). */
  choices: Record<string, number>;
}

/** One held-out ELLIPSE prompt: the scorer's r per trait, and the baselines' on Overall. */
export interface EllipsePromptResult {
  prompt: string;
  essays: number;
  pearson: Record<EllipseTrait, number>;
  lengthOnlyOverall: number;
  surfaceOverall: number;
}

/** Everything the outer ELLIPSE folds measured. */
export interface EllipseEvaluation {
  traits: EllipseTraitResult[];
  prompts: EllipsePromptResult[];
}

interface TraitColumn {
  actual: number[];
  scorer: number[];
  length: number[];
  surface: number[];
  mean: number[];
  choices: Record<string, number>;
}

/**
 * Outer leave-one-prompt-out on the ELLIPSE prompts, every trait: each prompt is scored by models
 * chosen (inner leave-prompt-out) and fitted on the other ELLIPSE prompts only.
 */
export function evaluateEllipse(
  prompts: DevelopmentPrompt[],
  candidates = scorerCandidates(),
): EllipseEvaluation {
  const ellipse = prompts.filter((item) => item.corpus === 'ellipse');
  const columns = new Map<EllipseTrait, TraitColumn>(
    ELLIPSE_TRAITS.map((trait) => [
      trait,
      { actual: [], scorer: [], length: [], surface: [], mean: [], choices: {} },
    ]),
  );
  const perPrompt: EllipsePromptResult[] = [];
  for (const heldOut of ellipse) {
    const train = ellipse.filter((item) => item !== heldOut);
    const chosen = {
      scorer: chooseTraits(train, candidates),
      length: chooseTraits(train, LENGTH_CANDIDATES),
      surface: chooseTraits(train, SURFACE_CANDIDATES),
    };
    const result: EllipsePromptResult = {
      prompt: heldOut.prompt,
      essays: heldOut.essays.length,
      pearson: {} as Record<EllipseTrait, number>,
      lengthOnlyOverall: 0,
      surfaceOverall: 0,
    };
    for (const trait of ELLIPSE_TRAITS) {
      const column = columns.get(trait) as TraitColumn;
      const models = {
        scorer: fitTrait(train, trait, chosen.scorer[trait]),
        length: fitTrait(train, trait, chosen.length[trait]),
        surface: fitTrait(train, trait, chosen.surface[trait]),
      };
      const label = chosen.scorer[trait].label;
      column.choices[label] = (column.choices[label] ?? 0) + 1;
      const actual = heldOut.essays.map((essay) => essay.traits[trait] ?? 0);
      const predicted = {
        scorer: heldOut.essays.map((essay) => predictLinear(models.scorer, essay.features)),
        length: heldOut.essays.map((essay) => predictLinear(models.length, essay.features)),
        surface: heldOut.essays.map((essay) => predictLinear(models.surface, essay.features)),
      };
      column.actual.push(...actual);
      column.scorer.push(...predicted.scorer);
      column.length.push(...predicted.length);
      column.surface.push(...predicted.surface);
      column.mean.push(...actual.map(() => models.length.intercept));
      result.pearson[trait] = pearson(actual, predicted.scorer);
      if (trait === 'Overall') {
        result.lengthOnlyOverall = pearson(actual, predicted.length);
        result.surfaceOverall = pearson(actual, predicted.surface);
      }
    }
    perPrompt.push(result);
  }
  const traits = ELLIPSE_TRAITS.map((trait) => {
    const column = columns.get(trait) as TraitColumn;
    return {
      trait,
      pearson: pearson(column.actual, column.scorer),
      rmse: rootMeanSquaredError(column.actual, column.scorer),
      lengthOnlyPearson: pearson(column.actual, column.length),
      lengthOnlyRmse: rootMeanSquaredError(column.actual, column.length),
      surfacePearson: pearson(column.actual, column.surface),
      meanOnlyRmse: rootMeanSquaredError(column.actual, column.mean),
      choices: column.choices,
    };
  });
  return { traits, prompts: perPrompt };
}
