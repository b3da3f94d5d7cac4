/**
 * The speech recogniser: soundswallower 0.6 (PocketSphinx in WebAssembly) with the US English
 * acoustic model and CMU dictionary it ships. This is the only module of the scorer that touches
 * files (the model is package data); it creates one decoder per process and reuses it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import createModule from 'soundswallower';
import { arpabetPhones } from '@prepwise/contracts';
import { installSenoneScoreCache } from './senone-cache.js';
import type { SenoneScoreCache } from './senone-cache.js';
import { allocateString, readSearchSegments } from './soundswallower-api.js';
import type {
  ModuleFactory,
  RawDecoder,
  RawModule,
  RawSegment,
  SearchSegment,
} from './soundswallower-api.js';

/** One aligned phone: times in seconds from the start of the decoded samples. */
export interface PhoneSegment {
  phone: string;
  start: number;
  end: number;
  /**
   * Acoustic log-likelihood of the segment in the decoder's units (log base 1.0001), relative to
   * the best-scoring senone of each frame; 0 is the best possible, lower is worse.
   */
  score: number;
}

/** One recognised word (or `<sil>`, a filler, `[SPEECH]`) with its phones. */
export interface WordSegment {
  /** Dictionary spelling without the alternate-pronunciation suffix (`the(2)` -> `the`). */
  word: string;
  start: number;
  end: number;
  score: number;
  phones: PhoneSegment[];
}

/** A transition of a finite-state grammar; no word means an empty (null) transition. */
export interface GrammarArc {
  from: number;
  to: number;
  word?: string;
  probability: number;
}

/** A finite-state grammar: the decoder finds the best path from `start` to `final`. */
export interface Grammar {
  stateCount: number;
  start: number;
  final: number;
  arcs: readonly GrammarArc[];
}

/** What the scorer needs from the recogniser. */
export interface Recognizer {
  /** Context-independent phones of the acoustic model, without silence. */
  readonly phones: readonly string[];
  /** Dictionary word standing for one phone (phone-loop grammars). */
  phoneWord(phone: string): string;
  /** Every dictionary pronunciation of a word (ARPAbet without stress); empty when unknown. */
  pronunciations(word: string): string[][];
  /** Stress digit (0, 1, 2) of each vowel when the CMU dictionary lists this pronunciation. */
  stressOf(word: string, phones: readonly string[]): number[] | undefined;
  /** Adds a word to the decoder's dictionary (no-op when it is already there). */
  addWord(word: string, phones: readonly string[]): void;
  /**
   * Decodes 16 kHz mono samples with a grammar; undefined when no path reaches the final state.
   * `phoneLoop`: the grammar is the free phone loop (one phone per word), whose phones and
   * scores are read from the search's best path without a second, alignment pass.
   */
  decode(samples: Float32Array, grammar: Grammar, pass?: DecodingPass): WordSegment[] | undefined;
}

/** What a decoding is for: a task grammar (phones aligned) or the free phone loop. */
export type DecodingPass = 'task' | 'phoneLoop';

const DECODER_CONFIG = {
  samprate: 16_000,
  loglevel: 'ERROR',
  // Score every senone each frame, so that segment scores are relative to the global best and
  // a forced alignment can be compared with a free phone loop (goodness of pronunciation).
  compallsen: true,
  // Silence, fillers and garbage are explicit arcs with our own probabilities.
  fsgusefiller: false,
  // Wider than the defaults: with them, this small 8 kHz-trained model loses the path on some
  // clean read speech and the alignment fails outright.
  beam: 1e-80,
  pbeam: 1e-80,
  wbeam: 1e-60,
};
/** Peak level the audio is scaled to before decoding. */
const TARGET_PEAK = 0.5;
/** Deterministic dither: exact digital silence breaks the decoder's noise and energy estimates. */
const DITHER_AMPLITUDE = 0.003;
const PHONE_WORD_PREFIX = 'phone_';
/** The 39 context-independent phones of the en-us model (ARPAbet), silence excluded. */
const MODEL_PHONES = arpabetPhones;
const LOG_BASE = Math.log(1.0001);
/**
 * Frames of senone scores kept for the next decoding of the same response (10 ms each): the
 * longest answers (40 s) and their margins; 5,126 senones x 2 bytes per frame, about 46 MB at most.
 */
const CACHED_FRAMES = 4_500;
/** The alignment reports probabilities with three decimals; 0.000 means below 0.0005. */
const SMALLEST_PROBABILITY = 0.0005;

function modelBase(): string {
  const entry = createRequire(import.meta.url).resolve('soundswallower');
  return join(dirname(entry), 'model') + '/';
}

/** Scales to a fixed peak and adds low-level deterministic dither (pure: same input, same output). */
export function prepareSamples(samples: Float32Array): Float32Array {
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  const gain = peak > 0 ? Math.min(TARGET_PEAK / peak, 1_000) : 1;
  const prepared = new Float32Array(samples.length);
  let state = 0x2545f491;
  for (let index = 0; index < samples.length; index += 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    prepared[index] = (samples[index] ?? 0) * gain + DITHER_AMPLITUDE * (state / 4_294_967_296 - 0.5);
  }
  return prepared;
}

function toScore(probability: number): number {
  return Math.log(Math.max(probability, SMALLEST_PROBABILITY)) / LOG_BASE;
}

function baseWord(text: string): string {
  return text.replace(/\(\d+\)$/, '');
}

function toSegments(alignment: RawSegment): WordSegment[] {
  return (alignment.w ?? []).map((word) => ({
    word: baseWord(word.t),
    start: word.b,
    end: word.b + word.d,
    score: toScore(word.p),
    phones: (word.w ?? []).map((phone) => ({
      phone: phone.t,
      start: phone.b,
      end: phone.b + phone.d,
      score: toScore(phone.p),
    })),
  }));
}

class SoundSwallowerRecognizer implements Recognizer {
  readonly phones: readonly string[];
  private readonly languageWeight: number;
  private readonly frameRate: number;
  /** The phone each one-phone word of the loop stands for (phone words, silence), as looked up. */
  private readonly phoneOfWord = new Map<string, string | undefined>();
  /** False once the search's segments could not be read (another package layout): align instead. */
  private searchSegmentsReadable: boolean;

  constructor(
    private readonly module: RawModule,
    private readonly decoder: RawDecoder,
    private readonly stressDictionary: Readonly<Record<string, string>>,
    /** 'alignment': read the phone loop through the alignment pass too (the slower way, for benchmarks). */
    loopFrom: LoopSource,
    /** Senone scores kept between decodings of the same samples; undefined: each pass scores its own. */
    private readonly senoneCache?: SenoneScoreCache,
  ) {
    this.searchSegmentsReadable = loopFrom === 'search';
    this.phones = MODEL_PHONES;
    this.languageWeight = Number(decoder.get_config('lw'));
    this.frameRate = Number(decoder.get_config('frate'));
    const phoneWords = this.phones.map((phone): [string, string] => [this.phoneWord(phone), phone]);
    for (const [word, phone] of phoneWords) this.phoneOfWord.set(word, phone);
    decoder.add_words(...phoneWords);
  }

  phoneWord(phone: string): string {
    return PHONE_WORD_PREFIX + phone.toLowerCase();
  }

  pronunciations(word: string): string[][] {
    const found: string[][] = [];
    for (let variant = 1; variant <= 9; variant += 1) {
      const phones = this.decoder.lookup_word(variant === 1 ? word : `${word}(${variant})`);
      if (phones === null) break;
      found.push(phones.split(' '));
    }
    return found;
  }

  stressOf(word: string, phones: readonly string[]): number[] | undefined {
    for (let variant = 1; variant <= 9; variant += 1) {
      const entry = this.stressDictionary[variant === 1 ? word : `${word}(${variant})`];
      if (entry === undefined) return undefined;
      const marked = entry.split(' ');
      if (marked.map((phone) => phone.replace(/\d/, '')).join(' ') !== phones.join(' ')) continue;
      return marked.filter((phone) => /\d/.test(phone)).map((phone) => Number(phone.replace(/\D/g, '')));
    }
    return undefined;
  }

  addWord(word: string, phones: readonly string[]): void {
    if (this.decoder.lookup_word(word) === null) this.decoder.add_words([word, phones.join(' ')]);
  }

  decode(samples: Float32Array, grammar: Grammar, pass: DecodingPass = 'task'): WordSegment[] | undefined {
    const decoder = this.decoder;
    try {
      this.setGrammar(decoder, grammar);
      const prepared = prepareSamples(samples);
      this.senoneCache?.useFor(prepared);
      decoder.start();
      decoder.process_audio(prepared, false, true);
      decoder.stop();
    } catch (error) {
      // The decoder may be left mid-utterance or the WebAssembly instance broken: the next
      // loadRecognizer() builds a fresh one instead of reusing this.
      forgetRecognizer();
      throw error;
    }
    if (pass === 'phoneLoop' && this.searchSegmentsReadable) {
      try {
        return this.loopSegments(readSearchSegments(this.module, decoder.cdecoder));
      } catch {
        this.searchSegmentsReadable = false;
      }
    }
    try {
      const alignment = decoder.get_alignment({ align_level: 1 });
      return alignment ? toSegments(alignment) : undefined;
    } catch {
      // No path reached the final state: the decoder returns no result, which fails to parse.
      return undefined;
    }
  }

  /**
   * The free phone loop's best path as one-phone words, straight from the search. Every word of
   * the loop is one phone, so the phone-level alignment pass (`get_alignment`, a second Viterbi
   * over the whole response that scores every senone again, about a fifth of the analysis) gives
   * the same phones and times and the same total score; it only books each phone's share of the
   * path a little differently (the search counts the step into a phone with its neighbour) and
   * rounds it to three decimals of probability (`recognizer.test.ts`).
   */
  private loopSegments(segments: readonly SearchSegment[]): WordSegment[] | undefined {
    const words: WordSegment[] = [];
    for (const segment of segments) {
      const phone = this.phoneOf(segment.word);
      // The path's closing null transition is a segment without a word.
      if (phone === undefined) continue;
      const start = segment.startFrame / this.frameRate;
      const end = (segment.endFrame + 1) / this.frameRate;
      const score = segment.acousticScore;
      words.push({ word: segment.word, start, end, score, phones: [{ phone, start, end, score }] });
    }
    return words.length > 0 ? words : undefined;
  }

  /** The one phone a dictionary word is made of (`<sil>`: SIL); undefined for anything else. */
  private phoneOf(word: string): string | undefined {
    if (!this.phoneOfWord.has(word)) {
      const phones = this.decoder.lookup_word(word)?.split(' ');
      this.phoneOfWord.set(word, phones?.length === 1 ? phones[0] : undefined);
    }
    return this.phoneOfWord.get(word);
  }

  private setGrammar(decoder: RawDecoder, grammar: Grammar): void {
    const module = this.module;
    const logmath = module._decoder_logmath(decoder.cdecoder);
    const name = allocateString(module, 'prepwise');
    const fsg = module._fsg_model_init(name, logmath, this.languageWeight, grammar.stateCount);
    module._free(name);
    module._fsg_set_states(fsg, grammar.start, grammar.final);
    const wordIds = new Map<string, number>();
    for (const arc of grammar.arcs) {
      const logProbability = Math.round(module._logmath_log(logmath, arc.probability) * this.languageWeight);
      if (arc.word === undefined) {
        module._fsg_model_null_trans_add(fsg, arc.from, arc.to, logProbability);
        continue;
      }
      let wordId = wordIds.get(arc.word);
      if (wordId === undefined) {
        const word = allocateString(module, arc.word);
        wordId = module._fsg_model_word_add(fsg, word);
        module._free(word);
        wordIds.set(arc.word, wordId);
      }
      module._fsg_model_trans_add(fsg, arc.from, arc.to, logProbability, wordId);
    }
    // On success the decoder's search owns the grammar and frees it when replaced.
    if (module._decoder_set_fsg(decoder.cdecoder, fsg) < 0) {
      module._fsg_model_free(fsg);
      throw new Error('soundswallower rejected the grammar (a word is missing from the dictionary)');
    }
  }
}

let loading: Promise<Recognizer> | undefined;

function forgetRecognizer(): void {
  loading = undefined;
}

type DecoderSettings = Readonly<Record<string, string | number | boolean>>;

/** Where the free phone loop's phones come from: the search's best path, or a second alignment pass. */
export type LoopSource = 'search' | 'alignment';

/** Options of a recogniser of its own (benchmarks compare them). */
export interface RecognizerOptions {
  /** Where the free phone loop's phones come from (default: the search). */
  loopFrom?: LoopSource;
  /**
   * Keep each frame's senone scores for the next decoding of the same samples (default true):
   * false scores every senone again in every pass (the recogniser before 2026-11-29).
   */
  shareSenoneScores?: boolean;
}

/**
 * Creates a recogniser of its own (not the shared one), optionally with other decoder settings,
 * with the phone loop read through the alignment pass (the recogniser before 2026-11-28) or
 * without the senone scores shared between passes (before 2026-11-29): benchmarks compare
 * settings with it (bench/speaking/run.ts, bench/speaking/speed.ts).
 */
export async function createRecognizer(
  overrides: DecoderSettings = {},
  options: LoopSource | RecognizerOptions = {},
): Promise<Recognizer> {
  const { loopFrom = 'search', shareSenoneScores = true } =
    typeof options === 'string' ? { loopFrom: options } : options;
  const factory = createModule as unknown as ModuleFactory;
  const quiet = () => undefined;
  const module = await factory({ modelBase: modelBase(), print: quiet, printErr: quiet });
  const decoder = new module.Decoder({ ...DECODER_CONFIG, ...overrides });
  await decoder.initialize();
  const { dictionary } = await import('cmu-pronouncing-dictionary');
  const cache = shareSenoneScores ? installSenoneScoreCache(module, CACHED_FRAMES) : undefined;
  return new SoundSwallowerRecognizer(module, decoder, dictionary, loopFrom, cache);
}

/**
 * Loads the acoustic model and dictionary once per process (about half a second) and returns
 * the shared recogniser. A failed load is not cached, so a later call retries.
 */
export function loadRecognizer(): Promise<Recognizer> {
  loading ??= createRecognizer().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
