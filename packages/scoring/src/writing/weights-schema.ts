import { FEATURE_NAMES } from './features.js';
import type { LinearModel } from './ridge.js';

/** Models shipped in weights.json: the five ELLIPSE-based traits, ELLIPSE Overall and the holistic model. */
export const MODEL_NAMES = [
  'grammar',
  'vocabulary',
  'spelling',
  'developmentStructureCoherence',
  'generalLinguisticRange',
  'overall',
  'holistic',
] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

/** One fitted model: a linear model predicting a rating on [min, max] (the target's own scale). */
export interface FittedModel extends LinearModel {
  target: string;
  min: number;
  max: number;
  /**
   * The ridge penalties it was fitted with, chosen by leave-one-prompt-out for each model: one
   * penalty, or the whole grid when the average of its fits was chosen.
   */
  lambdas?: number[];
}

/** The shape of weights.json. */
export interface WeightsFile {
  source: string;
  licence: string;
  features: string[];
  models: Record<ModelName, FittedModel>;
  [extra: string]: unknown;
}

function isWeightsFile(value: unknown): value is WeightsFile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WeightsFile>;
  const features = candidate.features ?? [];
  return (
    features.length === FEATURE_NAMES.length &&
    features.every((name, index) => name === FEATURE_NAMES[index]) &&
    MODEL_NAMES.every((name) => candidate.models?.[name]?.coefficients.length === FEATURE_NAMES.length)
  );
}

/** Validates a weights file against the current feature list; throws when they disagree. */
export function loadWeights(value: unknown): WeightsFile {
  if (!isWeightsFile(value))
    throw new Error('weights.json does not match the writing features: run npm run scoring:fit');
  return value;
}
