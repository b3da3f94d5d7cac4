import relatedData from './related-words.json' with { type: 'json' };

/** The shape of related-words.json (built by scripts/build-related-words.ts from WordNet). */
export interface RelatedWordsFile {
  source: string;
  licence: string;
  /**
   * One row per lemma: the lemma, a tab, and the words that say its idea in other words by part
   * of speech (n, v, a, r): `urban<TAB>n:city|v:urbanize`.
   */
  rows: string[];
}

const committed: RelatedWordsFile = relatedData;
let table: Map<string, string> | undefined;

function rowOf(lemma: string): string | undefined {
  if (!table) {
    table = new Map();
    for (const row of committed.rows) {
      const tab = row.indexOf('\t');
      table.set(row.slice(0, tab), row.slice(tab + 1));
    }
  }
  return table.get(lemma);
}
/** A word class as WordNet names it: noun, verb, adjective, adverb. */
export type WordClass = 'n' | 'v' | 'a' | 'r';

/** Related word → the word classes it is related in. */
export type RelatedWords = ReadonlyMap<string, ReadonlySet<WordClass>>;

const cache = new Map<string, RelatedWords>();

function parseRow(row: string): RelatedWords {
  const words = new Map<string, Set<WordClass>>();
  for (const group of row.split('|')) {
    const pos = group.slice(0, 1) as WordClass;
    for (const word of group.slice(2).split(' ')) {
      const classes = words.get(word) ?? new Set<WordClass>();
      classes.add(pos);
      words.set(word, classes);
    }
  }
  return words;
}

/** The words that say `lemma`'s idea in other words (synonyms, derived forms, narrower words). */
export function relatedWordsOf(lemma: string): RelatedWords {
  const known = cache.get(lemma);
  if (known) return known;
  const row = rowOf(lemma);
  const words = row ? parseRow(row) : new Map<string, ReadonlySet<WordClass>>();
  cache.set(lemma, words);
  return words;
}

/** Whether `word` has a row in the table (a common lemma WordNet relates to others). */
export function isKnownLemma(word: string): boolean {
  return rowOf(word) !== undefined;
}
