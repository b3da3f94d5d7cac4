/** One pronunciation of an option: its sound key under each analysis (index = analysis); "|" separates alternatives. */
export interface OptionReading {
  keys: readonly string[];
}

/** Why no answer was given. */
export type UndecidedReason =
  | { kind: 'no-odd-one-out' }
  | { kind: 'variants'; options: number[] }
  | { kind: 'analysis'; analysis: number };

export type OddOneOutDecision = { answer: number } | { answer: null; reason: UndecidedReason };

/** The index of the only key that differs from the other (equal) keys, or null. */
export function findOddOneOut(keys: readonly string[]): number | null {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  if (counts.size !== 2) return null;
  const singles = keys.filter((key) => counts.get(key) === 1);
  const [single] = singles;
  return singles.length === 1 && single !== undefined && keys.length >= 3 ? keys.indexOf(single) : null;
}

/** Every combination taking one key from each option (distinct keys and alternatives). */
function combinations(choices: readonly (readonly string[])[]): string[][] {
  return choices.reduce<string[][]>(
    (partial, options) => partial.flatMap((prefix) => options.map((option) => [...prefix, option])),
    [[]],
  );
}

function outcomesUnder(options: readonly (readonly OptionReading[])[], analysis: number): Set<number | null> {
  const distinctKeys = options.map((readings) => [
    ...new Set(readings.flatMap((reading) => (reading.keys[analysis] ?? '').split('|'))),
  ]);
  return new Set(combinations(distinctKeys).map(findOddOneOut));
}

/**
 * Decides the odd one out over every combination of the options' dictionary variants and under
 * every analysis: an answer is given only when all of them agree on it. Analysis 0 is the
 * reference: disagreement among its variant combinations is reported as `variants` (naming the
 * options whose variants differ); an analysis that disagrees with it, as `analysis`.
 */
export function decideOddOneOut(
  options: readonly (readonly OptionReading[])[],
  analysisCount: number,
): OddOneOutDecision {
  const reference = outcomesUnder(options, 0);
  if (reference.size > 1) {
    const varying = options.flatMap((readings, index) =>
      new Set(readings.map((reading) => reading.keys[0])).size > 1 ? [index] : [],
    );
    return { answer: null, reason: { kind: 'variants', options: varying } };
  }
  const [answer = null] = [...reference];
  for (let analysis = 1; analysis < analysisCount; analysis += 1) {
    const outcomes = outcomesUnder(options, analysis);
    if (outcomes.size !== 1 || !outcomes.has(answer))
      return { answer: null, reason: { kind: 'analysis', analysis } };
  }
  return answer === null ? { answer, reason: { kind: 'no-odd-one-out' } } : { answer };
}
