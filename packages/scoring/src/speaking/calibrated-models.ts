/**
 * The models fitted on rated non-native read speech (speechocean762, CC BY 4.0) by
 * bench/speaking/fit.ts: sentence pronunciation and oral fluency from {@link SENTENCE_FEATURES},
 * and the mispronounced-word decision from {@link WORD_FEATURES}. Weights live in weights.json.
 */
import { predictLinear } from '../writing/ridge.js';
import type { LinearModel } from '../writing/ridge.js';
import { SENTENCE_FEATURES, WORD_FEATURES } from './features.js';
import weightsData from './weights.json' with { type: 'json' };

/** A linear model predicting an expert rating on [min, max] (the corpus's 0-10 scale). */
export interface RatingModel extends LinearModel {
  target: string;
  min: number;
  max: number;
}

/** A linear score over word features; the word is mispronounced when it reaches `threshold`. */
export interface WordModel extends LinearModel {
  threshold: number;
}

/** The shape of weights.json. */
export interface SpeakingWeights {
  source: string;
  licence: string;
  sentenceFeatures: string[];
  wordFeatures: string[];
  pronunciation: RatingModel;
  fluency: RatingModel;
  word: WordModel;
}

const sameNames = (left: readonly string[] | undefined, right: readonly string[]) =>
  left?.length === right.length && left.every((name, index) => name === right[index]);

/** Validates a weights file against the current feature lists; throws when they disagree. */
export function loadSpeakingWeights(value: unknown): SpeakingWeights {
  const candidate = value as Partial<SpeakingWeights> | null;
  const fits =
    candidate !== null &&
    typeof candidate === 'object' &&
    sameNames(candidate.sentenceFeatures, SENTENCE_FEATURES) &&
    sameNames(candidate.wordFeatures, WORD_FEATURES) &&
    candidate.pronunciation?.coefficients.length === SENTENCE_FEATURES.length &&
    candidate.fluency?.coefficients.length === SENTENCE_FEATURES.length &&
    candidate.word?.coefficients.length === WORD_FEATURES.length;
  if (!fits)
    throw new Error('speaking weights.json does not match the speaking features: run npm run speaking:fit');
  return candidate as SpeakingWeights;
}

let weights: SpeakingWeights | undefined;
const shipped = (): SpeakingWeights => (weights ??= loadSpeakingWeights(weightsData));

/** Maps an expert-scale prediction onto a trait's 0..max (linear, clamped). */
function toTrait(model: RatingModel, row: readonly number[], traitMax: number): number {
  const rating = predictLinear(model, row);
  return Math.min(traitMax, Math.max(0, (traitMax * (rating - model.min)) / (model.max - model.min)));
}

/** Pronunciation on 0..traitMax from a response's sentence features. */
export function predictPronunciation(row: readonly number[], traitMax: number): number {
  return toTrait(shipped().pronunciation, row, traitMax);
}

/** Oral fluency on 0..traitMax from a response's sentence features. */
export function predictFluency(row: readonly number[], traitMax: number): number {
  return toTrait(shipped().fluency, row, traitMax);
}

/** True when a judged word's features mark it mispronounced. */
export function predictMispronounced(row: readonly number[]): boolean {
  const model = shipped().word;
  return predictLinear(model, row) >= model.threshold;
}
