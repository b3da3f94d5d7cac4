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
