import { FEATURE_NAMES } from './features.js';
import type { FeatureVector } from './features.js';
import { predictLinear } from './ridge.js';
import { loadWeights, MODEL_NAMES } from './weights-schema.js';
import type { ModelName, WeightsFile } from './weights-schema.js';
import weightsData from './weights.json' with { type: 'json' };

/** Predicts each model's rating as a fraction of its scale (0..1, clamped). */
export function predictFractions(weights: WeightsFile, features: FeatureVector): Record<ModelName, number> {
  const row = FEATURE_NAMES.map((name) => features[name]);
  const fractions = {} as Record<ModelName, number>;
  for (const name of MODEL_NAMES) {
    const model = weights.models[name];
    const fraction = (predictLinear(model, row) - model.min) / (model.max - model.min);
    fractions[name] = Math.min(1, Math.max(0, fraction));
  }
  return fractions;
}

/** The committed weights; a mismatch with the feature list fails at import (the fit must be re-run). */
export const defaultWeights: WeightsFile = loadWeights(weightsData);
