/** A small deterministic pseudo-random source (mulberry32): the same seed, the same sequence. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  below(bound: number): number;
  /** The items in a shuffled order (Fisher-Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a: turns a text seed into 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Creates a seeded pseudo-random source. Integer seeds are used as they are (mod 2^32), any
 * other seed is hashed, so "--seed 7" and "--seed 7" always give the same items.
 */
export function createSeededRandom(seed: number | string): SeededRandom {
  let state = typeof seed === 'number' && Number.isInteger(seed) ? seed >>> 0 : hashSeed(String(seed));
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const below = (bound: number): number => Math.floor(next() * bound);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = below(index + 1);
      const current = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = current;
    }
    return copy;
  };
  return { next, below, shuffle };
}
