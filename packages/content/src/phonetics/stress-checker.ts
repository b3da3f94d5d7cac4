import { isVowel, stressOf } from './arpabet.js';
import { decideOddOneOut, type OddOneOutDecision } from './odd-one-out.js';
import { optionLabels, PhoneticItemError, type PhoneticAnswer } from './phonetic-item.js';
import { lookupPronunciations, readOptionWord } from './pronouncing-dictionary.js';

/** One pronunciation's syllables and its primary-stress syllable (1-based). */
export interface StressReading {
  phones: readonly string[];
  syllables: number;
  primary: number;
  keys: readonly string[];
}

/** An option's stress in every pronunciation the dictionary lists. */
export interface StressPattern {
  written: string;
  word: string;
  readings: StressReading[];
}

function readStress(phones: readonly string[]): { syllables: number; primaries: number[] } {
  const vowels = phones.filter(isVowel);
  const primaries = vowels.flatMap((phone, index) => (stressOf(phone) === 1 ? [index + 1] : []));
  return { syllables: vowels.length, primaries };
}

/**
 * The primary-stress syllable of an option in each dictionary pronunciation, or the reason it
 * cannot be known (not in the dictionary; no single primary stress). A part-of-speech note such
 * as "(n.)" is dropped: the dictionary does not say which variant is the noun.
 */
export function analyseStress(written: string): StressPattern | string {
  const { word } = readOptionWord(written);
  if (!/^[a-z']+$/.test(word)) throw new PhoneticItemError(`"${written}" must be a single English word`);
  const pronunciations = lookupPronunciations(word);
  if (pronunciations.length === 0) return `"${word}" is not in the CMU Pronouncing Dictionary`;
  const readings: StressReading[] = [];
  for (const phones of pronunciations) {
    const { syllables, primaries } = readStress(phones);
    const [primary] = primaries;
    if (primaries.length !== 1 || primary === undefined) {
      return `"${word}" (${phones.join(' ')}) does not have exactly one primary stress in the dictionary`;
    }
    readings.push({ phones, syllables, primary, keys: [String(primary)] });
  }
  return { written, word, readings };
}

function describeReading(reading: StressReading): string {
  return `stress on syllable ${reading.primary} of ${reading.syllables} (${reading.phones.join(' ')})`;
}

function describeOption(pattern: StressPattern, index: number): string {
  const shown = pattern.readings.map(describeReading).join('; or ');
  return `${optionLabels[index] ?? index}. ${pattern.written}: ${shown}.`;
}

function verdictText(decision: OddOneOutDecision, patterns: StressPattern[]): string {
  if (decision.answer !== null) {
    const odd = patterns[decision.answer];
    const other = patterns.find((_, index) => index !== decision.answer);
    const label = optionLabels[decision.answer] ?? decision.answer;
    return `Answer ${label} (${odd?.word ?? ''}): stress on syllable ${odd?.readings[0]?.primary ?? '?'}; the other three on syllable ${other?.readings[0]?.primary ?? '?'}.`;
  }
  if (decision.reason.kind !== 'variants')
    return 'No answer: the stress positions do not split into three alike and one different.';
  const words = decision.reason.options.map((index) => `"${patterns[index]?.word ?? ''}"`).join(', ');
  return `No answer: the dictionary lists stress variants of ${words} (it does not mark parts of speech) that would change the answer.`;
}

/**
 * Solves a stress item: which word's primary stress falls on a different syllable from the
 * other three. Answers only when every dictionary variant agrees; otherwise answer is null and
 * the explanation says why. Throws PhoneticItemError for a malformed item.
 */
export function checkStressItem(options: readonly string[]): PhoneticAnswer {
  if (options.length !== 4) throw new PhoneticItemError('a stress item needs 4 options');
  const results = options.map(analyseStress);
  const refusals = results.filter((result): result is string => typeof result === 'string');
  if (refusals.length > 0) return { answer: null, explanation: `No answer: ${refusals.join('; ')}.` };
  const patterns = results as StressPattern[];
  const decision = decideOddOneOut(
    patterns.map((pattern) => pattern.readings),
    1,
  );
  const lines = patterns.map(describeOption);
  return {
    answer: decision.answer,
    explanation: [
      ...lines,
      verdictText(decision, patterns),
      'Stress from the CMU Pronouncing Dictionary.',
    ].join(' '),
  };
}
