import { scorerMessage } from '@prepwise/contracts';
import type { SpeakingEvidence, SpeakingTraitResult } from './types.js';
import type { Interval } from './voice-activity.js';

/** What oral fluency is measured from. */
export interface FluencyInput {
  /** Speech stretches and pauses inside the response (voice activity). */
  speech: readonly Interval[];
  pauses: readonly Interval[];
  /** Syllables said (vowels of the recognised words or of the free phone loop). */
  syllables: number;
  /** Hesitation words (um, uh, er) with their times. */
  hesitations: readonly Interval[];
  /** Repeated words and restarts with their times. */
  repetitions: readonly Interval[];
}

/** Measures behind the score (also shown to the learner). */
export interface FluencyMeasures {
  /** Syllables per second of speaking time (pauses excluded). */
  articulationRate: number;
  /** Syllables per second over the whole response (pauses included). */
  speechRate: number;
  /** Mean syllables between pauses. */
  meanLengthOfRun: number;
  longPauses: number;
}

/** Pauses at least this long are "long" (reported and penalised more). */
export const LONG_PAUSE_SECONDS = 1;
/** Speech rate (syllables/s, pauses included) earning full marks, and the rate earning none. */
export const FLUENT_RATE = 3.2;
const HALTING_RATE = 1.2;
const PAUSE_PENALTY = 0.15;
const LONG_PAUSE_PENALTY = 0.6;
const LONG_PAUSE_EXTRA_PER_SECOND = 0.3;
const HESITATION_PENALTY = 0.3;
const REPETITION_PENALTY = 0.4;
/** Fewer syllables than this cannot show fluency: the score is scaled down. */
const MIN_SYLLABLES = 8;
const MAX = 5;

const duration = (interval: Interval) => interval.end - interval.start;

/** Rate, run length and pause counts of a response. */
export function measureFluency(input: FluencyInput): FluencyMeasures {
  const speaking = input.speech.reduce((sum, stretch) => sum + duration(stretch), 0);
  const first = input.speech[0];
  const last = input.speech[input.speech.length - 1];
  const total = first && last ? last.end - first.start : 0;
  return {
    articulationRate: speaking > 0 ? input.syllables / speaking : 0,
    speechRate: total > 0 ? input.syllables / total : 0,
    meanLengthOfRun: input.syllables / (input.pauses.length + 1),
    longPauses: input.pauses.filter((pause) => duration(pause) >= LONG_PAUSE_SECONDS).length,
  };
}

function pausePenalty(pause: Interval): number {
  const length = duration(pause);
  if (length < LONG_PAUSE_SECONDS) return PAUSE_PENALTY;
  return Math.min(1.2, LONG_PAUSE_PENALTY + LONG_PAUSE_EXTRA_PER_SECOND * (length - LONG_PAUSE_SECONDS));
}

function fluencyEvidence(input: FluencyInput, measures: FluencyMeasures): SpeakingEvidence[] {
  const evidence: SpeakingEvidence[] = input.pauses
    .filter((pause) => duration(pause) >= LONG_PAUSE_SECONDS)
    .map((pause) => ({
      kind: 'long-pause',
      message: scorerMessage('longPause', { seconds: Math.round(duration(pause) * 10) / 10 }),
      ...pause,
    }));
  for (const hesitation of input.hesitations) {
    evidence.push({ kind: 'hesitation', message: scorerMessage('hesitation'), ...hesitation });
  }
  for (const repetition of input.repetitions) {
    evidence.push({ kind: 'repetition', message: scorerMessage('repetition'), ...repetition });
  }
  evidence.push({
    kind: 'speech-rate',
    message: scorerMessage('speechRate', {
      overall: Math.round(measures.speechRate * 10) / 10,
      speaking: Math.round(measures.articulationRate * 10) / 10,
      pauses: input.pauses.length,
    }),
  });
  return evidence.sort((left, right) => (left.start ?? Infinity) - (right.start ?? Infinity));
}

/**
 * Oral fluency 0-5: a smooth, steady rate earns the marks; each pause (more for long ones),
 * hesitation and repetition or restart takes some away. Documented heuristic weights, not a
 * model fitted to human ratings (no rated speech was available).
 */
export function scoreFluency(input: FluencyInput): SpeakingTraitResult {
  const measures = measureFluency(input);
  const rate = Math.min(1, Math.max(0, (measures.speechRate - HALTING_RATE) / (FLUENT_RATE - HALTING_RATE)));
  const penalties =
    input.pauses.reduce((sum, pause) => sum + pausePenalty(pause), 0) +
    input.hesitations.length * HESITATION_PENALTY +
    input.repetitions.length * REPETITION_PENALTY;
  const amount = Math.min(1, input.syllables / MIN_SYLLABLES);
  const raw = Math.max(0, Math.min(MAX, MAX * rate - penalties)) * amount;
  return { score: Math.round(raw), max: MAX, raw, evidence: fluencyEvidence(input, measures) };
}
