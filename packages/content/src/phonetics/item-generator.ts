import { checkPhoneticItem } from './check-phonetic-item.js';
import { commonWords } from './common-words.js';
import { buildPronunciationPools, buildStressPools, type PoolEntry, type SoundPool } from './item-pools.js';
import type { PhoneticItem, PhoneticKind } from './phonetic-item.js';
import { createSeededRandom, type SeededRandom } from './seeded-random.js';

/** A generated item with its checked answer (0-3) and explanation. */
export interface GeneratedPhoneticItem extends PhoneticItem {
  id: string;
  options: string[];
  answer: number;
  explanation: string;
}

export interface GenerateOptions {
  kind: PhoneticKind;
  count: number;
  seed: number | string;
  /** Defaults to the curated commonWords. */
  words?: readonly string[];
}

/** Attempts allowed per requested item before the generator gives up on more. */
const attemptsPerItem = 200;

interface Draft {
  majority: PoolEntry[];
  odd: PoolEntry;
}

/** Picks three words sharing a sound and one word with another sound from one pool, or null. */
function draftFrom(pool: SoundPool, random: SeededRandom): Draft | null {
  const keys = [...pool.keys()];
  const majorityKeys = keys.filter((key) => (pool.get(key)?.length ?? 0) >= 3);
  if (majorityKeys.length === 0 || keys.length < 2) return null;
  const majorityKey = majorityKeys[random.below(majorityKeys.length)] ?? '';
  const oddKeys = keys.filter((key) => key !== majorityKey);
  const oddPool = pool.get(oddKeys[random.below(oddKeys.length)] ?? '') ?? [];
  const odd = oddPool[random.below(oddPool.length)];
  const majority = random.shuffle(pool.get(majorityKey) ?? []).slice(0, 3);
  return odd === undefined ? null : { majority, odd };
}

function assemble(kind: PhoneticKind, draft: Draft, planned: number): PhoneticItem {
  const entries = [...draft.majority];
  entries.splice(planned, 0, draft.odd);
  const options = entries.map((entry) => entry.word);
  const item: PhoneticItem =
    kind === 'stress'
      ? { kind, options }
      : { kind, options, underlined: entries.map((entry) => entry.underlined ?? '') };
  return item;
}

/** True when one option is another plus an ending ("return", "returned"): too easy a giveaway. */
function hasSharedStem(options: readonly string[]): boolean {
  return options.some((word, index) => options.some((other, at) => at !== index && other.startsWith(word)));
}

/**
 * Generates phonetic items from common words: three options sharing a sound (or stress
 * position) and one that differs, in a random position. Every item is re-solved by the checker
 * and kept only if the checker finds exactly the planned answer, so each is unambiguous by
 * the checker's standard. Deterministic for a given seed and word list. Returns fewer than
 * `count` items when the words cannot make more distinct ones.
 */
export function generatePhoneticItems(options: GenerateOptions): GeneratedPhoneticItem[] {
  const words = options.words ?? commonWords;
  const random = createSeededRandom(options.seed);
  const pools = [
    ...(options.kind === 'stress' ? buildStressPools(words) : buildPronunciationPools(words)).values(),
  ];
  const items: GeneratedPhoneticItem[] = [];
  const seen = new Set<string>();
  // Answer positions are dealt from shuffled decks of 0-3, so answer letters stay balanced.
  const deck: number[] = [];
  for (
    let attempt = 0;
    attempt < options.count * attemptsPerItem && items.length < options.count;
    attempt += 1
  ) {
    const pool = pools[random.below(pools.length)];
    const draft = pool === undefined ? null : draftFrom(pool, random);
    if (draft === null) continue;
    if (deck.length === 0) deck.push(...random.shuffle([0, 1, 2, 3]));
    const planned = deck[0] ?? 0;
    const item = assemble(options.kind, draft, planned);
    const identity = [...item.options].sort().join(' ');
    if (seen.has(identity) || hasSharedStem(item.options)) continue;
    const checked = checkPhoneticItem(item);
    // Only unambiguous items: every pronunciation and analysis gives the planned answer.
    if (checked.answer !== planned || checked.confidence < 1) continue;
    seen.add(identity);
    deck.shift();
    const id = `${options.kind}-${String(options.seed)}-${items.length + 1}`;
    items.push({
      id,
      ...item,
      options: [...item.options],
      answer: planned,
      explanation: checked.explanation,
    });
  }
  return items;
}
