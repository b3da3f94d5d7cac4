import { arpabetVowels } from '@prepwise/contracts';
import type { PhoneSegment, WordSegment } from './recognizer.js';
import { FRAME_SECONDS } from './voice-activity.js';

/** Goodness of pronunciation of one aligned phone. */
export interface PhoneAssessment {
  phone: string;
  start: number;
  end: number;
  /**
   * Forced-alignment score minus the free phone loop's score over the same frames, per frame
   * (decoder log units). Near 0 or above: the expected phone explains the audio as well as any
   * phone sequence would; strongly negative: another sound fits much better.
   */
  gop: number;
}

/** Goodness of pronunciation of one word. */
export interface WordAssessment {
  /** Frame-weighted mean of the phones' GOP. */
  gop: number;
  phones: PhoneAssessment[];
  /** Lowest GOP among phones long enough to judge (0 when none is). */
  worst: number;
  /** 0..1, a logistic map of the word's GOP. */
  quality: number;
  /** The word is marked mispronounced (the GOP rule below, or the calibrated word model). */
  mispronounced: boolean;
  /** The GOP rule's decision alone (a feature of the calibrated models). */
  ruleMispronounced: boolean;
  /** Phones the free phone loop recognised over the word (silence left out). */
  heard: string[];
}

/**
 * GOP giving quality 0.5, and the logistic's scale. Set on synthetic speech (espeak-ng reading
 * the bank's sentences, correctly and with the stressed vowel of some words swapped): correct
 * words have a median GOP of -7 (5th percentile -31), swapped ones a median of -21.
 */
export const GOP_MIDPOINT = -35;
const GOP_SCALE = 10;
/**
 * A word is mispronounced when its mean GOP is below this or one of its phones (at least 30 ms
 * long) is below the phone limit: 2.4% of correct words flagged, 42% of swapped words that were
 * still aligned (most swapped words are not aligned at all and count as skipped).
 */
const WORD_GOP_LIMIT = -50;
const PHONE_GOP_LIMIT = -100;
const MIN_JUDGED_PHONE_SECONDS = 0.03;

const frames = (start: number, end: number) => Math.max(1, Math.round((end - start) / FRAME_SECONDS));

/** Phones (and silences) of a phone-loop decoding, in time order. */
export function loopPhones(loop: readonly WordSegment[]): PhoneSegment[] {
  return loop.flatMap((segment) => segment.phones);
}

/** The loop's score over [start, end): each overlapping loop phone contributes pro rata. */
export function loopScoreBetween(loop: readonly PhoneSegment[], start: number, end: number): number {
  let total = 0;
  for (const phone of loop) {
    if (phone.end <= start) continue;
    if (phone.start >= end) break;
    const overlap = Math.min(end, phone.end) - Math.max(start, phone.start);
    if (overlap > 0) total += (phone.score * overlap) / Math.max(FRAME_SECONDS, phone.end - phone.start);
  }
  return total;
}

/** Maps a GOP (per frame) to a quality in 0..1. */
export function gopQuality(gop: number): number {
  return 1 / (1 + Math.exp(-(gop - GOP_MIDPOINT) / GOP_SCALE));
}

/**
 * Goodness of pronunciation of a word said in the reading or spotting grammar: each phone's
 * forced-alignment score against the free phone loop's score over the same frames, normalised
 * by duration (Witt & Young's GOP, with the acoustic model's own likelihoods).
 */
export function assessWord(segments: readonly WordSegment[], loop: readonly PhoneSegment[]): WordAssessment {
  const phones = segments.flatMap((segment) =>
    segment.phones.map((phone) => ({
      phone: phone.phone,
      start: phone.start,
      end: phone.end,
      gop: (phone.score - loopScoreBetween(loop, phone.start, phone.end)) / frames(phone.start, phone.end),
    })),
  );
  const totalFrames = phones.reduce((sum, phone) => sum + frames(phone.start, phone.end), 0);
  const gop =
    totalFrames > 0
      ? phones.reduce((sum, phone) => sum + phone.gop * frames(phone.start, phone.end), 0) / totalFrames
      : 0;
  const judged = phones.filter((phone) => phone.end - phone.start >= MIN_JUDGED_PHONE_SECONDS);
  const worst = Math.min(...judged.map((phone) => phone.gop), 0);
  const first = segments[0];
  const last = segments[segments.length - 1];
  const heard = loop
    .filter(
      (phone) =>
        phone.phone !== 'SIL' &&
        first &&
        last &&
        (phone.start + phone.end) / 2 >= first.start &&
        (phone.start + phone.end) / 2 < last.end,
    )
    .map((phone) => phone.phone);
  return {
    gop,
    phones,
    worst,
    quality: gopQuality(gop),
    mispronounced: gop < WORD_GOP_LIMIT || worst < PHONE_GOP_LIMIT,
    ruleMispronounced: gop < WORD_GOP_LIMIT || worst < PHONE_GOP_LIMIT,
    heard,
  };
}

/** True for ARPAbet vowels (syllable nuclei). */
export function isVowel(phone: string): boolean {
  return arpabetVowels.has(phone);
}

/** Where the stress fell in a word against where the dictionary puts it. */
export interface StressCheck {
  correct: boolean;
  /** Index among the word's vowels (syllables). */
  expectedSyllable: number;
  heardSyllable: number;
}

/**
 * Compares the dictionary's primary stress with the most prominent vowel, prominence being
 * duration x mean amplitude (pitch is not measured). Undefined for one-syllable words and when
 * the dictionary has no stress for this pronunciation.
 */
export function checkStress(
  phones: readonly PhoneAssessment[],
  stress: readonly number[] | undefined,
  frameLevels: Float32Array,
): StressCheck | undefined {
  const vowels = phones.filter((phone) => isVowel(phone.phone));
  const expectedSyllable = stress?.indexOf(1) ?? -1;
  if (!stress || vowels.length < 2 || stress.length !== vowels.length || expectedSyllable < 0)
    return undefined;
  const prominence = vowels.map((vowel) => {
    const first = Math.floor(vowel.start / FRAME_SECONDS);
    const last = Math.max(first + 1, Math.floor(vowel.end / FRAME_SECONDS));
    let amplitude = 0;
    for (let frame = first; frame < last; frame += 1) amplitude += 10 ** ((frameLevels[frame] ?? -100) / 20);
    return (vowel.end - vowel.start) * (amplitude / (last - first));
  });
  const loudest = Math.max(...prominence);
  const heardSyllable = prominence.indexOf(loudest);
  const correct = (prominence[expectedSyllable] ?? 0) >= 0.8 * loudest;
  return { correct, expectedSyllable, heardSyllable };
}
