import type { PhoneticRefusalReason } from '@prepwise/contracts';
import {
  buildPronunciationPools,
  buildStressPools,
  hasPronunciationTestPoint,
  type SoundPool,
} from './item-pools.js';
import type { PhoneticKind } from './phonetic-item.js';
import { lookupPronunciations } from './pronouncing-dictionary.js';
import { analyseStress } from './stress-checker.js';

/** The pools a word falls into, by name, with its sound key in each. */
function placesOf(pools: ReadonlyMap<string, SoundPool>, word: string): { pool: SoundPool; key: string }[] {
  const places: { pool: SoundPool; key: string }[] = [];
  for (const pool of pools.values()) {
    for (const [key, entries] of pool) {
      if (entries.some((entry) => entry.word === word)) places.push({ pool, key });
    }
  }
  return places;
}

/** True when some item can hold the word: three alike and one different, the word among them. */
function canJoinItem(pool: SoundPool, key: string): boolean {
  const sizes = [...pool.entries()];
  const hasOtherKey = sizes.some(([other]) => other !== key);
  const ownIsMajority = (pool.get(key)?.length ?? 0) >= 3;
  const otherIsMajority = sizes.some(([other, entries]) => other !== key && entries.length >= 3);
  return hasOtherKey && (ownIsMajority || otherIsMajority);
}

/** Why a word the generator cannot place is left out: unknown, one syllable, untestable or ambiguous. */
function reasonWithoutPlace(kind: PhoneticKind, word: string): PhoneticRefusalReason {
  if (!/^[a-z']+$/.test(word)) return 'notAWord';
  if (lookupPronunciations(word).length === 0) return 'unknownWord';
  if (kind === 'stress') {
    const pattern = analyseStress(word);
    const syllables = typeof pattern === 'string' ? [] : pattern.readings.map((reading) => reading.syllables);
    if (syllables.length > 0 && Math.max(...syllables) < 2) return 'singleSyllable';
    return 'ambiguous';
  }
  return hasPronunciationTestPoint(word) ? 'ambiguous' : 'nothingToTest';
}

/**
 * Screens the words an admin typed for generated items of one kind: a word is refused when the
 * dictionary does not know it, its pronunciations disagree on what the item tests, or no item
 * with a single odd word can hold it among these words. Returns the words fit for items, and a
 * reason for each word refused (`notPicked` is decided later, by the generator's choice).
 */
export function screenCandidateWords(
  kind: PhoneticKind,
  words: readonly string[],
): { usable: string[]; refused: { word: string; reason: PhoneticRefusalReason }[] } {
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()))];
  const known = unique.filter((word) => /^[a-z']+$/.test(word) && lookupPronunciations(word).length > 0);
  const pools = kind === 'stress' ? buildStressPools(known) : buildPronunciationPools(known);
  const usable: string[] = [];
  const refused: { word: string; reason: PhoneticRefusalReason }[] = [];
  for (const word of unique) {
    const places = placesOf(pools, word);
    if (places.length === 0) refused.push({ word, reason: reasonWithoutPlace(kind, word) });
    else if (!places.some(({ pool, key }) => canJoinItem(pool, key)))
      refused.push({ word, reason: 'noOddOneOut' });
    else usable.push(word);
  }
  return { usable, refused };
}
