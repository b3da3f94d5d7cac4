import { createDecodeContext } from './decoding.js';
import { isVowel } from './goodness.js';
import { loadRecognizer, type Recognizer } from './recognizer.js';
import { detectVoiceActivity } from './voice-activity.js';

/**
 * What a short test recording says about a learner's microphone: `ok` (speech heard at a usable
 * level), `silent` (nothing reached the microphone: muted, wrong device), `quiet` (something was
 * heard but too faint to score), `clipped` (so loud the waveform is cut off) or `noSpeech` (sound,
 * but the recogniser found no syllables in it: noise, a hum, music).
 */
export type MicrophoneVerdict = 'ok' | 'silent' | 'quiet' | 'clipped' | 'noSpeech';

export interface MicrophoneCheck {
  verdict: MicrophoneVerdict;
  /** The recogniser found speech (syllables) in the recording. */
  speechHeard: boolean;
  /** Loudest 10 ms frame, dB relative to full scale (-100 for digital silence). */
  peakDb: number;
  /** Seconds of the recording judged to be speech. */
  speechSeconds: number;
  /** Share of samples at or next to full scale (0..1). */
  clippedShare: number;
}

const SAMPLE_RATE = 16_000;
/** Below this loudest frame, nothing reached the microphone. */
export const SILENT_PEAK_DB = -50;
/** Below this loudest frame, speech is there but too faint for the scorer. */
export const QUIET_PEAK_DB = -35;
/** A sample this close to full scale is clipped. */
const CLIP_LEVEL = 0.985;
/** More than this share of clipped samples is audible distortion. */
export const CLIPPED_SHARE_LIMIT = 0.002;
/** Speech heard: at least this long a stretch of voice activity... */
const MIN_SPEECH_SECONDS = 0.4;
/** ...in which the free phone loop finds at least this many vowels (syllables)... */
const MIN_VOWELS = 3;
/** ...among at least this many different phones... */
const MIN_DISTINCT_PHONES = 6;
/**
 * ...that change as fast as speech does: the median phone is at most this long (speech's phones
 * last 50-150 ms; a beep or a hum is read as a few phones of 200-500 ms each).
 */
const MAX_MEDIAN_PHONE_SECONDS = 0.14;

function clippedShareOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let clipped = 0;
  for (const value of samples) if (Math.abs(value) >= CLIP_LEVEL) clipped += 1;
  return clipped / samples.length;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Checks a test recording (16 kHz mono samples) before a mock: its level, clipping, and whether
 * the recogniser hears speech in it (the free phone loop over the voice activity finds several
 * syllables of different, short phones: a beep, a hum or a fan does not). CPU-bound (the phone loop): run in the
 * worker pool only.
 */
export async function checkMicrophone(
  samples: Float32Array,
  options: { recognizer?: Recognizer } = {},
): Promise<MicrophoneCheck> {
  const activity = detectVoiceActivity(samples, SAMPLE_RATE);
  // The voice activity's own 10 ms frame levels (dB, -100 for digital silence): read, not redone.
  const peakDb = activity.frameLevels.reduce((loudest, level) => Math.max(loudest, level), -100);
  const clippedShare = clippedShareOf(samples);
  const speechSeconds = activity.speech.reduce((total, stretch) => total + stretch.end - stretch.start, 0);
  let speechHeard = false;
  if (peakDb >= SILENT_PEAK_DB && activity.response && speechSeconds >= MIN_SPEECH_SECONDS) {
    const recognizer = options.recognizer ?? (await loadRecognizer());
    const context = createDecodeContext(recognizer, samples, activity.response, activity.frameLevels);
    const spoken = context.loop.filter((phone) => phone.phone !== 'SIL');
    const vowels = spoken.filter((phone) => isVowel(phone.phone));
    const distinct = new Set(spoken.map((phone) => phone.phone));
    const lengths = spoken.map((phone) => phone.end - phone.start).sort((a, b) => a - b);
    const medianLength = lengths[Math.floor(lengths.length / 2)] ?? Infinity;
    speechHeard =
      vowels.length >= MIN_VOWELS &&
      distinct.size >= MIN_DISTINCT_PHONES &&
      medianLength <= MAX_MEDIAN_PHONE_SECONDS;
  }
  const verdict: MicrophoneVerdict =
    peakDb < SILENT_PEAK_DB
      ? 'silent'
      : clippedShare > CLIPPED_SHARE_LIMIT
        ? 'clipped'
        : !speechHeard
          ? 'noSpeech'
          : peakDb < QUIET_PEAK_DB
            ? 'quiet'
            : 'ok';
  return {
    verdict,
    speechHeard,
    peakDb: round(peakDb, 1),
    speechSeconds: round(speechSeconds, 2),
    clippedShare: round(clippedShare, 4),
  };
}
