import { isVowel, stressOf } from './arpabet.js';
import { guessPronunciation } from '@prepwise/scoring/letter-to-sound';
import { answerThreshold, optionLabels, PhoneticItemError, type PhoneticAnswer } from './phonetic-item.js';
import { readOptionWord } from './pronouncing-dictionary.js';
import { britishStressOf, ruleStress, suffixFinalStress } from './stress-rules.js';
import { weighOddOneOut, type WeighedDecision, type WeighedReading } from './weighed-decision.js';
import { pronunciationsOf, sourceReliability, type PronunciationSource } from './word-pronunciations.js';

/** One pronunciation's syllables and its primary-stress syllable (1-based). */
export interface StressReading extends WeighedReading {
  phones: readonly string[];
  syllables: number;
  primary: number;
  keys: readonly string[];
  source: PronunciationSource | 'suffix rule' | 'British usage';
}

/** An option's stress in every pronunciation considered. */
export interface StressPattern {
  written: string;
  word: string;
  readings: StressReading[];
}

type PartOfSpeech = 'noun' | 'verb' | null;

/** "record (n.)" -> noun, "present (v)" -> verb; adjectives go with nouns (stress earlier). */
function partOfSpeech(written: string): PartOfSpeech {
  const note = /\(\s*([a-z]+)\.?\s*\)/i.exec(written)?.[1]?.toLowerCase();
  if (note === undefined) return null;
  if (['v', 'verb'].includes(note)) return 'verb';
  return ['n', 'noun', 'adj', 'a', 'adjective'].includes(note) ? 'noun' : null;
}

function readStress(phones: readonly string[]): { syllables: number; primaries: number[] } {
  const vowels = phones.filter(isVowel);
  const primaries = vowels.flatMap((phone, index) => (stressOf(phone) === 1 ? [index + 1] : []));
  if (primaries.length > 0) return { syllables: vowels.length, primaries };
  const secondaries = vowels.flatMap((phone, index) => (stressOf(phone) === 2 ? [index + 1] : []));
  return { syllables: vowels.length, primaries: secondaries.slice(0, 1) };
}

/**
 * The readings of one pronunciation: its primary stress, or each of several (the dictionary
 * writes "thirteen" with two; the last, as in "-teen", weighs most).
 */
function readingsOf(phones: string[], weight: number, source: PronunciationSource): StressReading[] {
  const { syllables, primaries } = readStress(phones);
  return primaries.map((primary, index) => ({
    phones,
    syllables,
    primary,
    keys: [String(primary)],
    weight:
      primaries.length === 1
        ? weight
        : weight * (index === primaries.length - 1 ? 0.7 : 0.3 / (primaries.length - 1)),
    source,
  }));
}

/** A part-of-speech note favours the earlier (noun, adjective) or later (verb) stress. */
function favourPartOfSpeech(readings: StressReading[], part: PartOfSpeech): StressReading[] {
  const positions = readings.map((reading) => reading.primary);
  if (part === null || new Set(positions).size < 2) return readings;
  const wanted = part === 'noun' ? Math.min(...positions) : Math.max(...positions);
  return readings.map((reading) =>
    reading.primary === wanted ? reading : { ...reading, weight: reading.weight * 0.05 },
  );
}

/** Readings from rules: the final-stress suffixes teachers teach, and for unknown words the suffix rules. */
function ruleReadings(word: string, readings: StressReading[]): StressReading[] {
  const [first] = readings;
  if (first === undefined) return [];
  if (first.source === 'dictionary') {
    const final = suffixFinalStress(word, first.syllables);
    if (final === null || readings.some((reading) => reading.primary === final)) return [];
    return [{ ...first, primary: final, keys: [String(final)], weight: 2, source: 'suffix rule' }];
  }
  const syllables = guessPronunciation(word).filter(isVowel).length;
  const primary = ruleStress(word, syllables);
  if (readings.some((reading) => reading.primary === primary)) return [];
  return [{ ...first, syllables, primary, keys: [String(primary)], weight: 2, source: 'rules' }];
}

/** Where British usage is known to differ, it outweighs the dictionary's other readings. */
function favourBritishUsage(word: string, readings: StressReading[]): StressReading[] {
  const british = britishStressOf(word);
  const [first] = readings;
  if (british === null || first === undefined) return readings;
  return [
    ...readings.map((reading) => ({ ...reading, weight: reading.weight * 0.1 })),
    { ...first, ...british, keys: [String(british.primary)], weight: 2, source: 'British usage' },
  ];
}

/**
 * The primary-stress syllable of an option in each pronunciation considered (dictionary
 * variants, a derived or rule-based pronunciation, the teachers' suffix rules), or the reason
 * none is known. A part-of-speech note such as "(n.)" favours the matching variant.
 */
export function analyseStress(written: string): StressPattern | string {
  const { word } = readOptionWord(written);
  if (!/^[a-z']+$/.test(word)) throw new PhoneticItemError(`"${written}" must be a single English word`);
  const pronunciations = pronunciationsOf(word);
  if (pronunciations.length === 0) return `no pronunciation of "${word}" could be found or guessed`;
  const found = pronunciations.flatMap(({ phones, weight, source }) => readingsOf(phones, weight, source));
  if (found.length === 0) return `"${word}" has no stressed syllable in the dictionary`;
  const readings = favourPartOfSpeech(
    favourBritishUsage(word, [...found, ...ruleReadings(word, found)]),
    partOfSpeech(written),
  );
  return { written, word, readings };
}

function describeReading(reading: StressReading): string {
  const origin =
    reading.source === 'British usage'
      ? 'British English'
      : reading.source === 'suffix rule' || reading.source === 'rules'
        ? `by rule`
        : reading.phones.join(' ');
  return `stress on syllable ${reading.primary} of ${reading.syllables} (${origin})`;
}

function describeOption(pattern: StressPattern, index: number): string {
  const shown = [...new Set(pattern.readings.map(describeReading))].join('; or ');
  return `${optionLabels[index] ?? index}. ${pattern.written}: ${shown}.`;
}

function verdictText(decision: WeighedDecision, answer: number | null, patterns: StressPattern[]): string {
  if (answer !== null) {
    const odd = patterns[answer];
    const others = patterns.filter((_, index) => index !== answer);
    const sets = others.map((pattern) => new Set(pattern.readings.map((reading) => reading.primary)));
    const shared = [...(sets[0] ?? [])].find((position) => sets.every((set) => set.has(position)));
    const oddPrimary = odd?.readings.find((reading) => reading.primary !== shared)?.primary;
    const label = optionLabels[answer] ?? answer;
    return `Answer ${label} (${odd?.word ?? ''}): stress on syllable ${oddPrimary ?? '?'}; the other three on syllable ${shared ?? '?'}.`;
  }
  if (decision.reason?.kind === 'no-odd-one-out' || decision.answer === null)
    return 'No answer: the stress positions do not split into three alike and one different.';
  const label = optionLabels[decision.answer] ?? decision.answer;
  return `No answer: ${label} is the likeliest (confidence ${decision.confidence.toFixed(2)}), but the stress variants leave it too unsure.`;
}

/**
 * Solves a stress item: which word's primary stress falls on a different syllable from the
 * other three, weighing every combination of the options' stress readings (see weighOddOneOut).
 * The answer is withheld below `answerThreshold`. Throws PhoneticItemError for a malformed item.
 */
export function checkStressItem(options: readonly string[]): PhoneticAnswer {
  if (options.length !== 4) throw new PhoneticItemError('a stress item needs 4 options');
  const results = options.map(analyseStress);
  const refusals = results.filter((result): result is string => typeof result === 'string');
  if (refusals.length > 0)
    return { answer: null, confidence: 0, explanation: `No answer: ${refusals.join('; ')}.` };
  const patterns = results as StressPattern[];
  const decision = weighOddOneOut(
    patterns.map((pattern) => pattern.readings),
    [1],
  );
  const sources = patterns.flatMap((pattern) => pattern.readings.map((reading) => reading.source));
  const reliability = Math.min(
    ...sources.map((source) =>
      source === 'suffix rule' || source === 'British usage' ? 0.95 : sourceReliability[source],
    ),
  );
  const confidence =
    decision.unanimous && reliability === 1 ? 1 : Math.min(decision.confidence * reliability, 0.99);
  const answer = decision.answer !== null && confidence >= answerThreshold ? decision.answer : null;
  const note = sources.every((source) => source === 'dictionary')
    ? 'Stress from the CMU Pronouncing Dictionary.'
    : "Stress from the CMU Pronouncing Dictionary, British usage where it differs, and the teachers' suffix rules for words it lacks or stresses differently.";
  return {
    answer,
    confidence,
    explanation: [
      ...patterns.map(describeOption),
      verdictText({ ...decision, confidence }, answer, patterns),
      note,
    ].join(' '),
  };
}
