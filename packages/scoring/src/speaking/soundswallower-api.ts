/**
 * The parts of soundswallower 0.6's Emscripten module this scorer uses, typed here: the package
 * declares `any` in places and does not declare the finite-state-grammar functions it exports
 * (`_fsg_model_*`), which we need to give skips, fillers and garbage their own probabilities.
 */

/** One segment of `get_alignment`: text, begin and duration (s), probability, children. */
export interface RawSegment {
  t: string;
  b: number;
  d: number;
  p: number;
  w?: RawSegment[];
}

/** The module's JavaScript `Decoder` class (methods used here). */
export interface RawDecoder {
  /** Pointer to the C decoder. */
  readonly cdecoder: number;
  initialize(): Promise<unknown>;
  get_config(key: string): unknown;
  lookup_word(word: string): string | null;
  add_words(...words: Array<[string, string]>): void;
  start(): void;
  stop(): void;
  process_audio(pcm: Float32Array, noSearch?: boolean, fullUtterance?: boolean): number;
  get_alignment(options: { start?: number; align_level?: number }): RawSegment | null;
}

/** The instantiated WebAssembly module (exports used here). */
export interface RawModule {
  Decoder: new (config: Record<string, string | number | boolean>) => RawDecoder;
  readonly HEAPU8: Uint8Array;
  readonly HEAP16: Int16Array;
  readonly HEAP32: Int32Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _decoder_logmath(decoder: number): number;
  _logmath_log(logmath: number, probability: number): number;
  _fsg_model_init(name: number, logmath: number, languageWeight: number, stateCount: number): number;
  _fsg_set_states(fsg: number, start: number, final: number): void;
  _fsg_model_word_add(fsg: number, word: number): number;
  _fsg_model_trans_add(fsg: number, from: number, to: number, logProbability: number, wordId: number): void;
  _fsg_model_null_trans_add(fsg: number, from: number, to: number, logProbability: number): number;
  _fsg_model_free(fsg: number): void;
  _decoder_set_fsg(decoder: number, fsg: number): number;
  /** First segment of the search's best path (0 when none); the iterator frees itself at the end. */
  _decoder_seg_iter(decoder: number): number;
  _seg_iter_next(segment: number): number;
  /** Pointer to the segment's word (NUL-terminated). */
  _seg_iter_word(segment: number): number;
  /** Writes the start and end frame (inclusive) as two int32 at the given addresses. */
  _seg_iter_frames(segment: number, start: number, end: number): void;
}

/**
 * Layout of soundswallower 0.6's `seg_iter_s` on wasm32 (search_module.h): vt, search, word,
 * sf, ef (int32 frames), ascr, lscr, prob. The package exports no getter for the acoustic score,
 * so it is read from the struct; `readSearchSegments` checks the frames it reads there against
 * `_seg_iter_frames` and refuses the layout when they differ.
 */
export const SEGMENT_FIELDS = { startFrame: 3, endFrame: 4, acousticScore: 5 } as const;

/** One word of the search's best path: frames inclusive, acoustic score in the decoder's units. */
export interface SearchSegment {
  word: string;
  startFrame: number;
  endFrame: number;
  acousticScore: number;
}

function readString(heap: Uint8Array, pointer: number): string {
  let end = pointer;
  while (heap[end] !== 0 && end < heap.length) end += 1;
  return new TextDecoder().decode(heap.subarray(pointer, end));
}

/**
 * The best path of the last search, word by word, without the second (alignment) pass that
 * `get_alignment` runs. Throws when the struct layout does not match (another package version).
 */
export function readSearchSegments(module: RawModule, decoder: number): SearchSegment[] {
  const segments: SearchSegment[] = [];
  const frames = module._malloc(8);
  if (frames === 0) throw new Error('soundswallower: out of memory');
  try {
    for (let segment = module._decoder_seg_iter(decoder); segment !== 0;) {
      module._seg_iter_frames(segment, frames, frames + 4);
      const heap = module.HEAP32;
      const startFrame = heap[frames >> 2] ?? -1;
      const endFrame = heap[(frames >> 2) + 1] ?? -1;
      const base = segment >> 2;
      if (
        heap[base + SEGMENT_FIELDS.startFrame] !== startFrame ||
        heap[base + SEGMENT_FIELDS.endFrame] !== endFrame
      )
        throw new Error('soundswallower: unexpected segment layout');
      const acousticScore = heap[base + SEGMENT_FIELDS.acousticScore] ?? 0;
      const word = readString(module.HEAPU8, module._seg_iter_word(segment));
      segments.push({ word, startFrame, endFrame, acousticScore });
      segment = module._seg_iter_next(segment);
    }
  } finally {
    module._free(frames);
  }
  return segments;
}

/** Options of the module factory that matter here. */
export interface ModuleOptions {
  /** Folder holding `en-us/`; must end with a slash (the package concatenates it). */
  modelBase: string;
  print: (text: string) => void;
  printErr: (text: string) => void;
}

export type ModuleFactory = (options: ModuleOptions) => Promise<RawModule>;

/** Copies a string into the module's heap as a NUL-terminated UTF-8 string; the caller frees it. */
export function allocateString(module: RawModule, text: string): number {
  const bytes = new TextEncoder().encode(text);
  const pointer = module._malloc(bytes.length + 1);
  if (pointer === 0) throw new Error('soundswallower: out of memory');
  const heap = module.HEAPU8;
  heap.set(bytes, pointer);
  heap[pointer + bytes.length] = 0;
  return pointer;
}
