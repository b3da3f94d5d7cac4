import { scorerMessage } from '@prepwise/contracts';
import type { Lexicon } from './lexicon.js';
import { isKnownWord } from './spelling.js';
import type { TextAnalysis, Token } from './text-analysis.js';
import type { WritingEvidence } from './types.js';

/** Lexical measures behind the vocabulary trait. */
export interface VocabularyReport {
  /** Measure of textual lexical diversity (McCarthy & Jarvis 2010), bidirectional mean. */
  mtld: number;
  /** Content-lemma types / sqrt(content tokens). */
  guiraud: number;
  /** Share of content lemmas ranked beyond the 2,000 most common. */
  rareShare: number;
  /** Mean log10 rank of content lemmas (unknown lemmas count as the lexicon size). */
  meanLogRank: number;
  meanWordLength: number;
  /** Share of content tokens taken by the single most used content lemma. */
  topLemmaShare: number;
  evidence: WritingEvidence[];
}

const CONTENT_TAGS = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);
const MTLD_THRESHOLD = 0.72;
const COMMON_RANK = 2000;
const STOP_LEMMAS = new Set([
  'be',
  'have',
  'do',
  'not',
  'so',
  'also',
  'very',
  'just',
  'get',
  'thing',
  'lot',
  'really',
]);

/** Content-word tokens (nouns, verbs, adjectives, adverbs), excluding anonymised names and numbers. */
export function contentTokens(analysis: TextAnalysis): Token[] {
  return analysis.tokens.filter(
    (token) =>
      token.isWord &&
      CONTENT_TAGS.has(token.pos) &&
      !STOP_LEMMAS.has(token.lemma) &&
      /^\p{L}/u.test(token.text),
  );
}

function mtldPass(words: string[]): number {
  let factors = 0;
  let types = new Set<string>();
  let count = 0;
  for (const word of words) {
    types.add(word);
    count += 1;
    if (types.size / count <= MTLD_THRESHOLD) {
      factors += 1;
      types = new Set();
      count = 0;
    }
  }
  if (count > 0) factors += (1 - types.size / count) / (1 - MTLD_THRESHOLD);
  return factors > 0 ? words.length / factors : words.length;
}

/** MTLD over lower-cased words, averaged over a forward and a backward pass. */
export function measureMtld(words: string[]): number {
  if (words.length === 0) return 0;
  return (mtldPass(words) + mtldPass([...words].reverse())) / 2;
}

function repeatedWordEvidence(tokens: Token[]): WritingEvidence[] {
  const counts = new Map<string, Token[]>();
  for (const token of tokens) counts.set(token.lemma, [...(counts.get(token.lemma) ?? []), token]);
  const limit = Math.max(4, Math.ceil(tokens.length * 0.06));
  const evidence: WritingEvidence[] = [];
  for (const [lemma, uses] of counts) {
    if (uses.length <= limit) continue;
    for (const use of uses.slice(limit)) {
      evidence.push({
        start: use.start,
        end: use.end,
        text: use.text,
        kind: 'repeated-word',
        message: scorerMessage('repeatedWord', { word: lemma, count: uses.length }),
      });
    }
  }
  return evidence;
}

function topShare(tokens: Token[]): number {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token.lemma, (counts.get(token.lemma) ?? 0) + 1);
  return tokens.length === 0 ? 0 : Math.max(0, ...counts.values()) / tokens.length;
}

/** Measures diversity, sophistication (by frequency rank) and repetition of the response's words. */
export function measureVocabulary(analysis: TextAnalysis, lexicon: Lexicon): VocabularyReport {
  const words = analysis.tokens.filter((token) => token.isWord);
  const content = contentTokens(analysis);
  const unknownRank = Math.max(lexicon.size, COMMON_RANK * 2);
  const ranks = content.flatMap((token) => {
    const rank = lexicon.rankOf(token.lemma);
    if (rank !== undefined) return [rank];
    return isKnownWord(token.text) ? [unknownRank] : [];
  });
  const types = new Set(content.map((token) => token.lemma)).size;
  const meanOf = (values: number[]): number =>
    values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    mtld: measureMtld(words.map((token) => token.lower)),
    guiraud: content.length === 0 ? 0 : types / Math.sqrt(content.length),
    rareShare: meanOf(ranks.map((rank) => (rank > COMMON_RANK ? 1 : 0))),
    meanLogRank: meanOf(ranks.map((rank) => Math.log10(rank))),
    meanWordLength: meanOf(words.map((token) => token.text.length)),
    topLemmaShare: topShare(content),
    evidence: repeatedWordEvidence(content),
  };
}
