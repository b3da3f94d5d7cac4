import lexiconData from './lexicon.json' with { type: 'json' };

/** Word-frequency ranks (1 = most common) of lemmas; unknown lemmas count as rare. */
export interface Lexicon {
  rankOf(lemma: string): number | undefined;
  size: number;
  /** Lemmas from most to least common. */
  words: readonly string[];
}

/** The shape of lexicon.json: lemmas ordered from most to least common, plus provenance. */
export interface LexiconFile {
  source: string;
  licence: string;
  words: string[];
}

/** Builds a lexicon from lemmas ordered by frequency. */
export function createLexicon(words: readonly string[]): Lexicon {
  const ranks = new Map<string, number>();
  words.forEach((word, index) => {
    if (!ranks.has(word)) ranks.set(word, index + 1);
  });
  return { rankOf: (lemma) => ranks.get(lemma), size: words.length, words };
}

const committed: LexiconFile = lexiconData;

/** The committed lexicon, derived at fit time from learner corpora (see lexicon.json `source`). */
export const defaultLexicon: Lexicon = createLexicon(committed.words);
