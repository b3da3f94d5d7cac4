/** A time interval in seconds. */
export interface Interval {
  start: number;
  end: number;
}

/** Where the response is, from frame energies. */
export interface VoiceActivity {
  /** Energy per 10 ms frame, in dB relative to full scale. */
  frameLevels: Float32Array;
  /** Speech stretches inside the response (gaps shorter than a pause are bridged). */
  speech: Interval[];
  /** Silent gaps between speech stretches inside the response. */
  pauses: Interval[];
  /** From the first speech to the end of the last speech kept; undefined when nobody spoke. */
  response?: Interval;
  /** Start of the silence longer than the limit that ended the response, when speech came after it. */
  cutAt?: number;
}

export const FRAME_SECONDS = 0.01;
/** Silences shorter than this are part of speech (stop closures, breaths between words). */
export const MIN_PAUSE_SECONDS = 0.3;
/** Bursts shorter than this are clicks, not speech. */
const MIN_SPEECH_SECONDS = 0.06;
/** A silence longer than this ends the response (design/scoring.md). */
export const RESPONSE_END_SILENCE_SECONDS = 3;
const SILENCE_FLOOR_DB = -100;
/** Speech is this far above the noise floor... */
const ABOVE_NOISE_DB = 12;
/** ...and no more than this far below the loudest speech... */
const BELOW_PEAK_DB = 35;
/** ...and never below this absolute level. */
const ABSOLUTE_MIN_DB = -55;

function frameLevels(samples: Float32Array, sampleRate: number): Float32Array {
  const frameLength = Math.round(sampleRate * FRAME_SECONDS);
  const count = Math.floor(samples.length / frameLength);
  const levels = new Float32Array(count);
  for (let frame = 0; frame < count; frame += 1) {
    let energy = 0;
    for (let index = frame * frameLength; index < (frame + 1) * frameLength; index += 1) {
      const value = samples[index] ?? 0;
      energy += value * value;
    }
    const rms = Math.sqrt(energy / frameLength);
    levels[frame] = rms > 0 ? Math.max(SILENCE_FLOOR_DB, 20 * Math.log10(rms)) : SILENCE_FLOOR_DB;
  }
  return levels;
}

function percentile(values: Float32Array, fraction: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? SILENCE_FLOOR_DB;
}

/** Speech threshold adapted to the recording: above its noise floor, near its loudest speech. */
function speechThreshold(levels: Float32Array): number {
  const noise = percentile(levels, 0.1);
  const peak = percentile(levels, 0.98);
  return Math.max(noise + ABOVE_NOISE_DB, peak - BELOW_PEAK_DB, ABSOLUTE_MIN_DB);
}

function rawSpeech(levels: Float32Array, threshold: number): Interval[] {
  const stretches: Interval[] = [];
  let start: number | undefined;
  levels.forEach((level, frame) => {
    if (level >= threshold && start === undefined) start = frame;
    if (level < threshold && start !== undefined) {
      stretches.push({ start: start * FRAME_SECONDS, end: frame * FRAME_SECONDS });
      start = undefined;
    }
  });
  if (start !== undefined)
    stretches.push({ start: start * FRAME_SECONDS, end: levels.length * FRAME_SECONDS });
  return stretches;
}

function bridgeShortGaps(stretches: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const stretch of stretches) {
    const last = merged[merged.length - 1];
    if (last && stretch.start - last.end < MIN_PAUSE_SECONDS) last.end = stretch.end;
    else merged.push({ ...stretch });
  }
  return merged.filter((stretch) => stretch.end - stretch.start >= MIN_SPEECH_SECONDS);
}

/**
 * Energy-based voice activity detection on 10 ms frames. Leading silence is trimmed; a silence
 * longer than 3 s ends the response and everything after it is ignored (design/scoring.md).
 */
export function detectVoiceActivity(samples: Float32Array, sampleRate: number): VoiceActivity {
  const levels = frameLevels(samples, sampleRate);
  const stretches = bridgeShortGaps(rawSpeech(levels, speechThreshold(levels)));
  const speech: Interval[] = [];
  let cutAt: number | undefined;
  for (const stretch of stretches) {
    const previous = speech[speech.length - 1];
    if (previous && stretch.start - previous.end > RESPONSE_END_SILENCE_SECONDS) {
      cutAt = previous.end;
      break;
    }
    speech.push(stretch);
  }
  const first = speech[0];
  const last = speech[speech.length - 1];
  const pauses = speech
    .slice(1)
    .map((stretch, index) => ({ start: speech[index]?.end ?? 0, end: stretch.start }));
  const response = first && last ? { start: first.start, end: last.end } : undefined;
  return { frameLevels: levels, speech, pauses, response, ...(cutAt === undefined ? {} : { cutAt }) };
}
