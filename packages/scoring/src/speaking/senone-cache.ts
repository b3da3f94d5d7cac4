/**
 * Senone scores computed once per frame of a response and reused by every later decoding of the
 * same samples.
 *
 * Each response is decoded more than once (the free phone loop, the task grammar, the task
 * grammar's phone alignment, the say-the-word drill's competition): every pass feeds the same
 * samples through the same front end, so frame t has the same features and, with `compallsen`,
 * the same score for every senone in every pass. Scoring the senones (four Gaussians per codebook,
 * every senone, every frame) is most of a pass's cost. soundswallower computes them through a
 * function pointer (`ps_mgaufuncs_t.frame_eval` of the semi-continuous model, `s2_semi_mgau.c`);
 * this module puts in that function's table entry a wrapper that keeps each frame's scores and, while the
 * same samples are decoded again, copies them back instead of computing them.
 *
 * The scores copied back are the ones the model computed for that frame (the top Gaussians of a
 * frame are found by a full search of the codebook, seeded by the previous frame's, so they do not
 * depend on what was scored before): decodings give the same paths and the same scores
 * (`senone-cache.test.ts`). When the vtable cannot be found (another package build), nothing is
 * installed and every pass scores its senones as before.
 */
import type { RawModule } from './soundswallower-api.js';

/** frame_eval(mgau, senone_scores, senone_active, n_senone_active, featbuf, frame, compallsen). */
type FrameEval = (
  mgau: number,
  scores: number,
  active: number,
  activeCount: number,
  features: number,
  frame: number,
  allSenones: number,
) => number;

/** The parts of the WebAssembly JavaScript API used here (the project's TypeScript libs omit it). */
interface WasmTable {
  readonly length: number;
  get(index: number): unknown;
  set(index: number, value: unknown): void;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: Record<string, Record<string, unknown>>,
  ) => { exports: Record<string, unknown> };
  Table: new (...args: never[]) => WasmTable;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

export interface SenoneScoreCache {
  /**
   * Called before each decoding with the samples the decoder is about to be fed: the kept scores
   * stay valid while the samples are the same, and are dropped when they differ.
   */
  useFor(samples: Float32Array): void;
  /** Frames scored by the model, and frames whose scores were copied back (counters, for benchmarks). */
  readonly counts: { computed: number; reused: number };
  /** False: score every frame in every pass, as without the cache (profiles compare both). */
  reuse: boolean;
  /** When set, CPU seconds spent scoring senones are added to it (profiles only: a clock read per frame). */
  timing?: { seconds: number };
}

/**
 * Names of soundswallower's Gaussian computation modules whose frame_eval is wrapped, the first
 * field of their vtables: phonetically tied (en-us, 42 codebooks of 128 Gaussians) and
 * semi-continuous. The model loaded uses one of them; the wrapper of the other is never called.
 */
const MODULE_NAMES = ['ptm', 's2_semi'];

/**
 * A WebAssembly function of type (i32 x 7) -> i32 that calls the JavaScript function it imports:
 * only WebAssembly functions may be put in a module's function table.
 */
function asWasmFunction(target: FrameEval): unknown {
  const i32 = 0x7f;
  // prettier-ignore
  const bytes = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    // type section: one function type, 7 i32 parameters, one i32 result
    0x01, 0x0c, 0x01, 0x60, 0x07, i32, i32, i32, i32, i32, i32, i32, 0x01, i32,
    // import section: function "e"."f" of type 0
    0x02, 0x07, 0x01, 0x01, 0x65, 0x01, 0x66, 0x00, 0x00,
    // export section: function 0 as "f"
    0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00,
  ]);
  const instance = new wasm.Instance(new wasm.Module(bytes), { e: { f: target } });
  const exported = instance.exports.f;
  if (exported === undefined) throw new Error('senone cache: no wrapper');
  return exported;
}

function functionTable(module: RawModule): WasmTable | undefined {
  const exports = (module as unknown as { asm?: Record<string, unknown> }).asm;
  if (!exports) return undefined;
  const tables = Object.values(exports).filter((value): value is WasmTable => value instanceof wasm.Table);
  return tables.length === 1 ? tables[0] : undefined;
}

function arity(table: WasmTable, index: number): number | undefined {
  if (!Number.isInteger(index) || index <= 0 || index >= table.length) return undefined;
  const entry = table.get(index) as ((...args: number[]) => number) | null;
  return typeof entry === 'function' ? entry.length : undefined;
}

/**
 * Address of the frame_eval slot of a computation module's vtable: a word pointing at its name
 * ("ptm", "s2_semi"), followed by three table indices of functions of 7, 2 and 1 parameters
 * (frame_eval, transform, free). Undefined unless exactly one such place exists.
 */
function findFrameEvalSlot(module: RawModule, table: WasmTable, moduleName: string): number | undefined {
  const heap = module.HEAPU8;
  const memory = Buffer.from(heap.buffer, heap.byteOffset, heap.byteLength);
  const words = module.HEAP32;
  const name = Buffer.from(`\0${moduleName}\0`, 'latin1');
  const slots: number[] = [];
  for (let at = memory.indexOf(name); at >= 0; at = memory.indexOf(name, at + 1)) {
    const address = at + 1;
    for (let word = 0; word + 3 < words.length; word += 1) {
      if (words[word] !== address) continue;
      if (
        arity(table, words[word + 1] ?? 0) === 7 &&
        arity(table, words[word + 2] ?? 0) === 2 &&
        arity(table, words[word + 3] ?? 0) === 1
      )
        slots.push((word + 1) * 4);
    }
  }
  return slots.length === 1 ? slots[0] : undefined;
}

/**
 * Installs the cache on a soundswallower module (before its first decoding). `maxFrames`: frames
 * kept per response (frames after it are scored in each pass as before); the memory is
 * `maxFrames x senones x 2` bytes at most (en-us: 5,126 senones), allocated as responses need it.
 */
export function installSenoneScoreCache(module: RawModule, maxFrames: number): SenoneScoreCache | undefined {
  const table = functionTable(module);
  if (!table) return undefined;
  const entries = MODULE_NAMES.map((name) => findFrameEvalSlot(module, table, name))
    .filter((slot): slot is number => slot !== undefined)
    .map((slot) => module.HEAP32[slot >> 2] ?? 0);
  if (entries.length === 0) return undefined;

  let samples: Float32Array | undefined;
  /** Scores per frame, learnt on the first frame scored (0: not yet; -1: unknown, no reuse). */
  let senoneCount = 0;
  let scores = new Int16Array(0);
  let known = new Uint8Array(0);
  const counts = { computed: 0, reused: 0 };

  const cache: SenoneScoreCache = {
    counts,
    reuse: true,
    useFor(next: Float32Array): void {
      if (samples && samples.length === next.length && samples.every((value, index) => value === next[index]))
        return;
      samples = next.slice();
      known.fill(0);
    },
  };
  const cpuSeconds = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  const wrap =
    (original: FrameEval): FrameEval =>
    (mgau, output, active, activeCount, features, frame, allSenones) => {
      if (senoneCount === 0 && allSenones !== 0)
        senoneCount = countSenones(module, (output) =>
          original(mgau, output, active, activeCount, features, frame, allSenones),
        );
      const cacheable =
        cache.reuse &&
        senoneCount > 0 &&
        allSenones !== 0 &&
        frame >= 0 &&
        frame < maxFrames &&
        samples !== undefined;
      const at = output >> 1;
      if (cacheable && known[frame] === 1) {
        counts.reused += 1;
        module.HEAP16.set(scores.subarray(frame * senoneCount, (frame + 1) * senoneCount), at);
        return 0;
      }
      const { timing } = cache;
      const started = timing ? cpuSeconds() : 0;
      const result = original(mgau, output, active, activeCount, features, frame, allSenones);
      if (timing) timing.seconds += cpuSeconds() - started;
      counts.computed += 1;
      if (cacheable) {
        if (known.length <= frame) {
          const frames = Math.min(maxFrames, Math.max(frame + 1, known.length * 2, 512));
          const grown = new Int16Array(frames * senoneCount);
          grown.set(scores);
          scores = grown;
          const grownKnown = new Uint8Array(frames);
          grownKnown.set(known);
          known = grownKnown;
        }
        scores.set(module.HEAP16.subarray(at, at + senoneCount), frame * senoneCount);
        known[frame] = 1;
      }
      return result;
    };

  // The table cannot grow (the build fixes its size): each wrapper takes its original's entry,
  // and keeps a reference to the original.
  for (const entry of entries) table.set(entry, asWasmFunction(wrap(table.get(entry) as FrameEval)));

  return cache;
}

/** Room of the probe buffers, in scores: far more senones than any Sphinx model has. */
const PROBE_SCORES = 1 << 16;

/**
 * The number of scores frame_eval writes per frame (the model's senones), found by letting it
 * score the frame into two probe buffers filled with different marks: it clears and fills
 * exactly that many, so the marks survive from there on in both. Scoring a frame again gives the
 * same scores (its top Gaussians are recomputed from the frame's features), so the probe changes
 * nothing for the decoding. -1 when the count cannot be told.
 */
function countSenones(module: RawModule, score: (output: number) => number): number {
  const marks = [0x7ff1, -0x7ff3];
  const counts = marks.map((mark) => {
    const buffer = module._malloc(PROBE_SCORES * 2);
    if (buffer === 0) return -1;
    try {
      module.HEAP16.fill(mark, buffer >> 1, (buffer >> 1) + PROBE_SCORES);
      score(buffer);
      const heap = module.HEAP16;
      let count = PROBE_SCORES;
      while (count > 0 && heap[(buffer >> 1) + count - 1] === mark) count -= 1;
      return count;
    } finally {
      module._free(buffer);
    }
  });
  const [first, second] = counts;
  return first !== undefined && first > 0 && first < PROBE_SCORES && first === second ? first : -1;
}
