import { buildPhoneLoopGrammar } from './grammar.js';
import { loopPhones } from './goodness.js';
import { resolveWord } from './lexicon.js';
import type { DecodingPass, Grammar, PhoneSegment, Recognizer, WordSegment } from './recognizer.js';
import type { Interval } from './voice-activity.js';

/** The response's samples and what every analysis shares: the recogniser and the free phone loop. */
export interface DecodeContext {
  recognizer: Recognizer;
  /** The response with a margin on each side (16 kHz). */
  samples: Float32Array;
  /** Time of `samples[0]` in the recording, in seconds. */
  offset: number;
  /** Frame energies of the whole recording (voice activity). */
  frameLevels: Float32Array;
  /** Free phone recognition of the response: the reference for goodness of pronunciation. */
  loop: PhoneSegment[];
}

/** Readings of a token or phrase that the recogniser can say. */
export interface ResolvedReadings {
  readings: string[][];
  /** Some word was pronounced from spelling rules: do not judge its pronunciation. */
  approximate: boolean;
}

const SAMPLE_RATE = 16_000;
/** Silence kept around the response so the decoder sees its start and end. */
const MARGIN_SECONDS = 0.3;

function shift(segments: readonly WordSegment[], offset: number): WordSegment[] {
  return segments.map((segment) => ({
    ...segment,
    start: segment.start + offset,
    end: segment.end + offset,
    phones: segment.phones.map((phone) => ({
      ...phone,
      start: phone.start + offset,
      end: phone.end + offset,
    })),
  }));
}

/** Decodes the response with a grammar; times are in the recording's clock. Empty when nothing matched. */
export function decodeWith(
  context: DecodeContext,
  grammar: Grammar,
  pass: DecodingPass = 'task',
): WordSegment[] {
  return shift(context.recognizer.decode(context.samples, grammar, pass) ?? [], context.offset);
}

/** Cuts the response (with a margin) out of the recording; the free phone loop is left empty. */
export function cutResponse(
  recognizer: Recognizer,
  samples: Float32Array,
  response: Interval,
  frameLevels: Float32Array,
): DecodeContext {
  const first = Math.max(0, Math.floor((response.start - MARGIN_SECONDS) * SAMPLE_RATE));
  const last = Math.min(samples.length, Math.ceil((response.end + MARGIN_SECONDS) * SAMPLE_RATE));
  return {
    recognizer,
    samples: samples.subarray(first, last),
    offset: first / SAMPLE_RATE,
    frameLevels,
    loop: [],
  };
}

/** Cuts the response out of the recording and runs the free phone loop over it once. */
export function createDecodeContext(
  recognizer: Recognizer,
  samples: Float32Array,
  response: Interval,
  frameLevels: Float32Array,
): DecodeContext {
  const context = cutResponse(recognizer, samples, response, frameLevels);
  const loop = decodeWith(context, buildPhoneLoopGrammar(recognizer), 'phoneLoop');
  return { ...context, loop: loopPhones(loop) };
}

/** Keeps the readings whose every word has a pronunciation (adding guessed ones to the dictionary). */
export function resolveReadings(
  recognizer: Recognizer,
  readings: readonly (readonly string[])[],
): ResolvedReadings {
  let approximate = false;
  const usable = readings.filter((reading) =>
    reading.every((word) => {
      const resolved = resolveWord(recognizer, word);
      approximate ||= resolved.approximate;
      return resolved.pronunciations.length > 0;
    }),
  );
  return { readings: usable.map((reading) => [...reading]), approximate };
}
