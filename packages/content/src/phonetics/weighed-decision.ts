import { findOddOneOut, type UndecidedReason } from './odd-one-out.js';

/** One reading of an option: its key under each analysis ("|" separates alternatives) and its prior weight. */
export interface WeighedReading {
  keys: readonly string[];
  weight: number;
}

/** The weighed verdict: the answer with the most weight, how sure (0-1), and why not when null. */
export interface WeighedDecision {
  answer: number | null;
  confidence: number;
  /** Every reading combination under every analysis gives this same answer. */
  unanimous: boolean;
  reason: UndecidedReason | null;
  /** Per analysis: whether any reading combination gives an odd one out under it. */
  hasAnswerUnder: boolean[];
}

/**
 * Weight of the combinations without an odd one out, against those with one. Teachers' items
 * always have an answer, so a reading that leaves the item without one is probably not the
 * pronunciation the teacher meant: those combinations count a quarter.
 */
const noAnswerWeight = 0.25;

/** Each option's distinct keys under one analysis, with their share of the option's weight. */
function keyShares(readings: readonly WeighedReading[], analysis: number): Map<string, number> {
  const total = readings.reduce((sum, reading) => sum + reading.weight, 0) || 1;
  const shares = new Map<string, number>();
  for (const reading of readings) {
    const alternatives = (reading.keys[analysis] ?? '').split('|');
    for (const key of alternatives) {
      shares.set(key, (shares.get(key) ?? 0) + reading.weight / alternatives.length / total);
    }
  }
  return shares;
}

/** The weight of each outcome (an option index, or -1 for none) over all key combinations. */
function outcomeMass(options: readonly (readonly WeighedReading[])[], analysis: number): Map<number, number> {
  let partial: { keys: string[]; weight: number }[] = [{ keys: [], weight: 1 }];
  for (const readings of options) {
    const shares = [...keyShares(readings, analysis)];
    partial = partial.flatMap((prefix) =>
      shares.map(([key, share]) => ({ keys: [...prefix.keys, key], weight: prefix.weight * share })),
    );
  }
  const mass = new Map<number, number>();
  for (const combination of partial) {
    const odd = findOddOneOut(combination.keys) ?? -1;
    mass.set(odd, (mass.get(odd) ?? 0) + combination.weight);
  }
  return mass;
}

function reasonFor(masses: readonly Map<number, number>[], top: number): UndecidedReason {
  const reference = masses[0] ?? new Map<number, number>();
  const answers = [...reference.keys()].filter((outcome) => outcome >= 0);
  if (answers.length === 0 && masses.every((mass) => [...mass.keys()].every((outcome) => outcome < 0))) {
    return { kind: 'no-odd-one-out' };
  }
  if (reference.size > 1 || !reference.has(top)) return { kind: 'variants', options: [] };
  const analysis = masses.findIndex((mass) => mass.size > 1 || !mass.has(top));
  return { kind: 'analysis', analysis: Math.max(analysis, 0) };
}

/**
 * Decides the odd one out by weighing every combination of the options' readings (dictionary
 * variants, underline positions, rule-based guesses) under every analysis (weighed by
 * `analysisWeights`). The answer is the option with the most weight; its confidence is that
 * weight over all the weight, where combinations without an odd one out count `noAnswerWeight`.
 * An option without readings makes the item undecidable.
 */
export function weighOddOneOut(
  options: readonly (readonly WeighedReading[])[],
  analysisWeights: readonly number[],
): WeighedDecision {
  const masses = analysisWeights.map((_, analysis) => outcomeMass(options, analysis));
  const scores = new Map<number, number>();
  let none = 0;
  masses.forEach((mass, analysis) => {
    const weight = analysisWeights[analysis] ?? 0;
    for (const [outcome, share] of mass) {
      if (outcome < 0) none += weight * share;
      else scores.set(outcome, (scores.get(outcome) ?? 0) + weight * share);
    }
  });
  const hasAnswerUnder = masses.map((mass) => [...mass.keys()].some((outcome) => outcome >= 0));
  const ranked = [...scores].sort((left, right) => right[1] - left[1]);
  const [best] = ranked;
  if (best === undefined)
    return {
      answer: null,
      confidence: 0,
      unanimous: false,
      reason: { kind: 'no-odd-one-out' },
      hasAnswerUnder,
    };
  const total = ranked.reduce((sum, [, score]) => sum + score, 0) + noAnswerWeight * none;
  const unanimous = masses.every((mass) => mass.size === 1 && mass.has(best[0]));
  const confidence = unanimous ? 1 : best[1] / total;
  const reason = unanimous ? null : reasonFor(masses, best[0]);
  return { answer: best[0], confidence, unanimous, reason, hasAnswerUnder };
}
