/**
 * Measures of a reading (read aloud, repeat sentence) that the calibrated models use: one row per
 * response (pronunciation, oral fluency) and one per judged word (mispronounced or not). The
 * calibration script (bench/speaking/fit.ts) runs exactly these functions over rated speech, so
 * the shipped weights and the scorer always see the same numbers.
 */
import { createDecodeContext } from './decoding.js';
import { isVowel } from './goodness.js';
import type { WordAssessment } from './goodness.js';
import { LONG_PAUSE_SECONDS, measureFluency, scoreFluency } from './fluency.js';
import type { FluencyInput } from './fluency.js';
import { scorePronunciation } from './pronunciation.js';
import type { PronunciationItem } from './pronunciation.js';
import { analyseReading } from './reading-analysis.js';
import type { ReadingAnalysis, WordJudge } from './reading-analysis.js';
import type { Recognizer } from './recognizer.js';
import { detectVoiceActivity } from './voice-activity.js';
import type { VoiceActivity } from './voice-activity.js';

/** GOP (per frame) under which a phone counts as poorly explained by the expected sound. */
const POOR_PHONE_GOP = -50;

export const SENTENCE_FEATURES = [
  'meanWordGop',
  'medianWordGop',
  'worstWordGop',
  'meanPhoneGop',
  'phoneGopP10',
  'poorPhoneShare',
  'vowelGop',
  'consonantGop',
  'meanWorstPhoneGop',
  'heardMismatch',
  'ruleMispronouncedShare',
  'skippedShare',
  'insertedPerToken',
  'hesitations',
  'repetitions',
  'speechRate',
  'articulationRate',
  'wordsPerSecond',
  'pauses',
  'longPauses',
  'pauseShare',
  'meanLengthOfRun',
  'responseSeconds',
  'meanPhoneSeconds',
  'vowelDurationSpread',
  'stressCorrectShare',
  'heuristicPronunciation',
  'heuristicFluency',
  'tokens',
] as const;
export type SentenceFeature = (typeof SENTENCE_FEATURES)[number];

export const WORD_FEATURES = [
  'gop',
  'worstPhoneGop',
  'minPhoneGop',
  'poorPhoneShare',
  'relativeGop',
  'heardMismatch',
  'meanPhoneSeconds',
  'phones',
  'stressWrong',
] as const;
export type WordFeature = (typeof WORD_FEATURES)[number];

const frames = (start: number, end: number) => Math.max(1, Math.round((end - start) * 100));
const mean = (values: readonly number[]) =>
  values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

function quantile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Edit distance between two phone sequences (insertions, deletions, substitutions). */
export function phoneEdits(left: readonly string[], right: readonly string[]): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = (previous[column - 1] ?? 0) + (left[row - 1] === right[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** Edit distance between the expected phones and the phones the free loop heard, per expected phone. */
export function phoneMismatch(assessment: WordAssessment): number {
  const expected = assessment.phones.map((phone) => phone.phone);
  return expected.length === 0 ? 0 : phoneEdits(expected, assessment.heard) / expected.length;
}

function judgedPhones(items: readonly PronunciationItem[]) {
  return items.flatMap((item) => item.assessment.phones);
}

/** Frame-weighted mean GOP of the words' phones. */
function utteranceGop(items: readonly PronunciationItem[]): number {
  const phones = judgedPhones(items);
  const total = phones.reduce((sum, phone) => sum + frames(phone.start, phone.end), 0);
  return total > 0
    ? phones.reduce((sum, phone) => sum + phone.gop * frames(phone.start, phone.end), 0) / total
    : 0;
}

/** One word's row of {@link WORD_FEATURES}; `utterance` is the response's mean phone GOP. */
export function wordFeatures(item: PronunciationItem, utterance: number): number[] {
  const { assessment } = item;
  const gops = assessment.phones.map((phone) => phone.gop);
  const values: Record<WordFeature, number> = {
    gop: assessment.gop,
    worstPhoneGop: assessment.worst,
    minPhoneGop: Math.min(0, ...gops),
    poorPhoneShare: gops.length > 0 ? gops.filter((gop) => gop < POOR_PHONE_GOP).length / gops.length : 0,
    relativeGop: assessment.gop - utterance,
    heardMismatch: phoneMismatch(assessment),
    meanPhoneSeconds: mean(assessment.phones.map((phone) => phone.end - phone.start)),
    phones: assessment.phones.length,
    stressWrong: item.stress && !item.stress.correct ? 1 : 0,
  };
  return WORD_FEATURES.map((name) => values[name]);
}

/** The word rows of a response, in the order of its items. */
export function itemFeatures(items: readonly PronunciationItem[]): number[][] {
  const utterance = utteranceGop(items);
  return items.map((item) => wordFeatures(item, utterance));
}

function fluencyInput(analysis: ReadingAnalysis, activity: VoiceActivity): FluencyInput {
  return {
    speech: activity.speech,
    pauses: activity.pauses,
    syllables: analysis.syllables,
    hesitations: analysis.hesitations,
    repetitions: analysis.repetitions,
  };
}

/** The response's row of {@link SENTENCE_FEATURES}. */
export function sentenceFeatures(analysis: ReadingAnalysis, activity: VoiceActivity): number[] {
  const { items, matches } = analysis;
  const wordGops = items.map((item) => item.assessment.gop);
  const phones = judgedPhones(items);
  const phoneGops = phones.map((phone) => phone.gop);
  const vowels = phones.filter((phone) => isVowel(phone.phone));
  const consonants = phones.filter((phone) => !isVowel(phone.phone));
  const vowelSeconds = vowels.map((phone) => phone.end - phone.start);
  const vowelMean = mean(vowelSeconds);
  const vowelSpread =
    vowelMean > 0 ? Math.sqrt(mean(vowelSeconds.map((value) => (value - vowelMean) ** 2))) / vowelMean : 0;
  const input = fluencyInput(analysis, activity);
  const measures = measureFluency(input);
  const response = activity.response;
  const seconds = response ? response.end - response.start : 0;
  const said = matches.filter((match) => match.segments.length > 0).length;
  const pauseSeconds = activity.pauses.reduce((sum, pause) => sum + pause.end - pause.start, 0);
  const stressed = items.filter((item) => item.stress !== undefined);
  const tokens = Math.max(1, matches.length);
  const inserted = analysis.insertions.filter(
    (insertion) => insertion.kind === 'extra' || insertion.kind === 'unclear',
  ).length;
  const values: Record<SentenceFeature, number> = {
    meanWordGop: mean(wordGops),
    medianWordGop: quantile(wordGops, 0.5),
    worstWordGop: Math.min(0, ...wordGops),
    meanPhoneGop: utteranceGop(items),
    phoneGopP10: quantile(phoneGops, 0.1),
    poorPhoneShare:
      phoneGops.length > 0 ? phoneGops.filter((gop) => gop < POOR_PHONE_GOP).length / phoneGops.length : 0,
    vowelGop: mean(vowels.map((phone) => phone.gop)),
    consonantGop: mean(consonants.map((phone) => phone.gop)),
    meanWorstPhoneGop: mean(items.map((item) => item.assessment.worst)),
    heardMismatch: mean(items.map((item) => phoneMismatch(item.assessment))),
    ruleMispronouncedShare:
      items.length > 0 ? items.filter((item) => item.assessment.ruleMispronounced).length / items.length : 0,
    skippedShare: (matches.length - said) / tokens,
    insertedPerToken: inserted / tokens,
    hesitations: analysis.hesitations.length,
    repetitions: analysis.repetitions.length,
    speechRate: measures.speechRate,
    articulationRate: measures.articulationRate,
    wordsPerSecond: seconds > 0 ? said / seconds : 0,
    pauses: activity.pauses.length,
    longPauses: activity.pauses.filter((pause) => pause.end - pause.start >= LONG_PAUSE_SECONDS).length,
    pauseShare: seconds > 0 ? pauseSeconds / seconds : 0,
    meanLengthOfRun: measures.meanLengthOfRun,
    responseSeconds: seconds,
    meanPhoneSeconds: mean(phones.map((phone) => phone.end - phone.start)),
    vowelDurationSpread: vowelSpread,
    stressCorrectShare:
      stressed.length > 0 ? stressed.filter((item) => item.stress?.correct).length / stressed.length : 1,
    heuristicPronunciation: scorePronunciation(items).raw,
    heuristicFluency: scoreFluency(input).raw,
    tokens: matches.length,
  };
  return SENTENCE_FEATURES.map((name) => values[name]);
}

/** A reading as the scorer sees it: voice activity and, when someone spoke, the aligned analysis. */
export interface ReadingObservation {
  activity: VoiceActivity;
  analysis?: ReadingAnalysis;
}

/** Voice activity, the free phone loop and the reading alignment of 16 kHz samples against a text. */
export function observeReading(
  recognizer: Recognizer,
  samples: Float32Array,
  text: string,
  judge?: WordJudge,
): ReadingObservation {
  const activity = detectVoiceActivity(samples, 16_000);
  if (!activity.response) return { activity };
  const context = createDecodeContext(recognizer, samples, activity.response, activity.frameLevels);
  return { activity, analysis: analyseReading(context, text, judge) };
}
