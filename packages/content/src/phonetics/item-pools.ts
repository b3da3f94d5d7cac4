import { PhoneticItemError } from './phonetic-item.js';
import { analyseUnderlinedSound } from './pronunciation-checker.js';
import { analyseStress } from './stress-checker.js';

/** A word and the letters to underline in it. */
export interface PoolEntry {
  word: string;
  underlined?: string;
}

/** Words of one test point grouped by how they sound there: sound key -> entries. */
export type SoundPool = ReadonlyMap<string, readonly PoolEntry[]>;

/** Letter groups whose sound Vietnamese phonetic items typically test; vowels first. */
const vowelGroups = ['ea', 'oo', 'ou', 'ow', 'a', 'i', 'o', 'u'];
const consonantGroups = ['ch', 'th', 'gh', 'h', 'c', 'g', 'x'];

/** A test point: the letters to underline in a word (or null) and whether they must carry stress. */
interface TestPoint {
  underline: (word: string) => string | null;
  needsStress: boolean;
}

const endingPoints: [string, TestPoint][] = [
  ['-ed', { underline: (word) => (word.endsWith('ed') ? 'ed' : null), needsStress: false }],
  [
    '-s',
    { underline: (word) => (word.endsWith('s') && !word.endsWith('ss') ? 's' : null), needsStress: false },
  ],
  ['-es', { underline: (word) => (word.endsWith('es') ? 'es' : null), needsStress: false }],
];

const testPoints: ReadonlyMap<string, TestPoint> = new Map([
  ...endingPoints,
  ...[...vowelGroups, ...consonantGroups].map((group): [string, TestPoint] => [
    group,
    // A group that occurs twice ("ch" in "church") is left out: its printed underline would be ambiguous.
    {
      underline: (word) => (word.split(group).length === 2 ? group : null),
      needsStress: vowelGroups.includes(group),
    },
  ]),
]);

/** True when some test point underlines letters of the word, whether or not their sound is settled. */
export function hasPronunciationTestPoint(word: string): boolean {
  return [...testPoints.values()].some((point) => point.underline(word) !== null);
}

/**
 * The one sound key of an underline, or null when it is unknown, when dictionary variants or
 * analyses disagree, or (for vowel letters, `needsStress`) when the vowel is unstressed or silent:
 * reduced vowels make poor items.
 */
function stableSoundKey(word: string, underlined: string, needsStress: boolean): string | null {
  let sound;
  try {
    sound = analyseUnderlinedSound(word, underlined);
  } catch (error) {
    if (error instanceof PhoneticItemError) return null;
    throw error;
  }
  if (typeof sound === 'string') return null;
  const keys = new Set(sound.readings.map((reading) => reading.keys.join('/')));
  const stressed = sound.readings.every((reading) => reading.spanPhones.some((phone) => /[12]$/.test(phone)));
  if (keys.size !== 1 || (needsStress && !stressed)) return null;
  return sound.readings[0]?.keys[0] ?? null;
}

function addEntry(pool: Map<string, PoolEntry[]>, key: string, entry: PoolEntry): void {
  const entries = pool.get(key) ?? [];
  entries.push(entry);
  pool.set(key, entries);
}

/**
 * Pools for pronunciation items: test point ("-ed", "ea", ...) -> sound -> words whose underlined
 * letters have that sound unambiguously (one sound across dictionary variants and analyses).
 */
export function buildPronunciationPools(words: readonly string[]): ReadonlyMap<string, SoundPool> {
  const pools = new Map<string, SoundPool>();
  for (const [name, point] of testPoints) {
    const pool = new Map<string, PoolEntry[]>();
    for (const word of words) {
      const underlined = point.underline(word);
      const key = underlined === null ? null : stableSoundKey(word, underlined, point.needsStress);
      if (underlined !== null && key !== null) addEntry(pool, key, { word, underlined });
    }
    pools.set(name, pool);
  }
  return pools;
}

/**
 * Pools for stress items: syllable count -> primary-stress syllable -> words, keeping words of
 * two or more syllables whose dictionary variants all agree on the stress.
 */
export function buildStressPools(words: readonly string[]): ReadonlyMap<string, SoundPool> {
  const pools = new Map<string, Map<string, PoolEntry[]>>();
  for (const word of words) {
    const pattern = analyseStress(word);
    if (typeof pattern === 'string') continue;
    const shapes = new Set(pattern.readings.map((reading) => `${reading.syllables}:${reading.primary}`));
    const [first] = pattern.readings;
    if (shapes.size !== 1 || first === undefined || first.syllables < 2) continue;
    const name = `${first.syllables} syllables`;
    const pool = pools.get(name) ?? new Map<string, PoolEntry[]>();
    addEntry(pool, String(first.primary), { word });
    pools.set(name, pool);
  }
  return pools;
}
