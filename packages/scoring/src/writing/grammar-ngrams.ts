/**
 * How learner-like the grammar of a text reads, from short sequences of its words. Each sentence
 * becomes a sequence of symbols: function words and a few very common words as themselves, other
 * words as their part of speech with their form ("V" base verb, "Vs", "Ved", "Ving"; "N", "Ns").
 * `grammar-ngrams.json` scores pairs and triples of symbols (log-odds of being learner-like,
 * built by scripts/build-grammar-ngrams.ts):
 * - `learner`: sentences of English learners against their human corrections (JFLEG dev);
 * - `synthetic`: correct sentences with the errors learners typically make put in by rule (a
 *   determiner dropped, a preposition or a verb form changed, agreement broken) against the same
 *   sentences as written (WordNet's examples and JFLEG's corrections).
 * "people is", "a Ns" or "can Vs" score high; "people are" low. The features are rates, so they
 * carry across prompts and lengths.
 */
import ngramData from './grammar-ngrams.json' with { type: 'json' };
import type { TextAnalysis, Token } from './text-analysis.js';

/** The shape of grammar-ngrams.json. */
export interface GrammarNgramsFile {
  source: string;
  licence: string;
  /** Table name ("learner2", "synthetic3"...) → symbol sequence ("they Vs") → log-odds. */
  tables: Record<string, Record<string, number>>;
}

/** The tables the features read, in feature order; the digit is the sequence length. */
export const NGRAM_TABLES = ['learner2', 'learner3', 'synthetic2', 'synthetic3'] as const;
export type NgramTableName = (typeof NGRAM_TABLES)[number];

/** Feature names: per table the mean log-odds, the rate of clearly learner-like sequences and the share scored. */
export const NGRAM_FEATURE_NAMES = NGRAM_TABLES.flatMap((table) => [
  `ngram${table}Mean` as const,
  `ngram${table}High` as const,
  `ngram${table}Known` as const,
]);

/** A sequence counts as clearly learner-like above this log-odds (e times likelier). */
const HIGH_LOG_ODDS = 1;
const CLOSED_CLASS = new Set(['DET', 'ADP', 'AUX', 'PRON', 'CCONJ', 'SCONJ', 'PART']);
/** Common words kept as themselves: quantifiers, comparison, frequent adverbs and nouns of opinion essays. */
const KEPT_WORDS = new Set(
  (
    'more most very not also so too many much other same own good better best important people thing way time ' +
    'because if when that than then there here how what why who which some any all every each one lot just only ' +
    'even still really always never often'
  ).split(' '),
);

/** The symbol a token stands for in the sequences. */
export function symbolOf(token: Token): string {
  if (!token.isWord) return token.type === 'punctuation' ? token.text : token.type;
  if (CLOSED_CLASS.has(token.pos) || KEPT_WORDS.has(token.lower)) return token.lower;
  if (token.pos === 'VERB') {
    if (token.lower === token.lemma) return 'V';
    if (token.lower.endsWith('ing')) return 'Ving';
    return token.lower.endsWith('s') ? 'Vs' : 'Ved';
  }
  if (token.pos === 'NOUN') return token.lower === token.lemma ? 'N' : 'Ns';
  return token.pos;
}

/** Each sentence's symbols between sentence marks. */
export function sentenceSymbols(analysis: TextAnalysis): string[][] {
  return analysis.sentences.map((sentence) => [
    '<s>',
    ...analysis.tokens.slice(sentence.first, sentence.last).map(symbolOf),
    '</s>',
  ]);
}

/** Every run of `order` consecutive symbols, joined by spaces. */
export function sequencesOf(sentences: string[][], order: number): string[] {
  const sequences: string[] = [];
  for (const symbols of sentences)
    for (let index = 0; index + order <= symbols.length; index += 1)
      sequences.push(symbols.slice(index, index + order).join(' '));
  return sequences;
}

const committed: GrammarNgramsFile = ngramData;
let tables: Map<NgramTableName, Map<string, number>> | undefined;

function tableOf(name: NgramTableName): Map<string, number> {
  tables ??= new Map(
    NGRAM_TABLES.map((table) => [table, new Map(Object.entries(committed.tables[table] ?? {}))]),
  );
  return tables.get(name) ?? new Map<string, number>();
}

/** The n-gram features of an analysed text, in NGRAM_FEATURE_NAMES order. */
export function ngramFeatures(analysis: TextAnalysis): number[] {
  const sentences = sentenceSymbols(analysis);
  const byOrder = new Map<number, string[]>();
  return NGRAM_TABLES.flatMap((name) => {
    const order = Number(name.slice(-1));
    const sequences = byOrder.get(order) ?? sequencesOf(sentences, order);
    byOrder.set(order, sequences);
    const table = tableOf(name);
    let sum = 0;
    let known = 0;
    let high = 0;
    for (const sequence of sequences) {
      const score = table.get(sequence);
      if (score === undefined) continue;
      known += 1;
      sum += score;
      if (score > HIGH_LOG_ODDS) high += 1;
    }
    const total = Math.max(1, sequences.length);
    return [known === 0 ? 0 : sum / known, Math.sqrt((100 * high) / total), known / total];
  });
}
