import type { TextAnalysis, Token } from './text-analysis.js';
import { classifyVerb } from './verb-forms.js';

/** Syntactic measures behind general linguistic range. */
export interface RangeReport {
  meanSentenceWords: number;
  /** Standard deviation of sentence length in words. */
  sentenceWordsSpread: number;
  /** Subordinate and relative clauses per sentence. */
  clausesPerSentence: number;
  /** Share of sentences holding at least one subordinate or relative clause. */
  complexSentenceShare: number;
  /** Distinct sentence openings (first two tags) over sentences. */
  openerVariety: number;
  /** Passive constructions per sentence. */
  passivesPerSentence: number;
  /** Distinct POS bigrams over POS bigrams (structure variety). */
  posBigramVariety: number;
  commasPerSentence: number;
}

const RELATIVE_WORDS = new Set(['which', 'who', 'whom', 'whose', 'where']);

function isClauseMarker(token: Token, previous: Token | undefined): boolean {
  if (token.pos === 'SCONJ') return true;
  if (
    RELATIVE_WORDS.has(token.lower) &&
    previous !== undefined &&
    ['NOUN', 'PUNCT', 'PROPN'].includes(previous.pos)
  )
    return true;
  return token.lower === 'that' && previous?.pos === 'NOUN';
}

function isPassive(token: Token, next: Token | undefined): boolean {
  if (token.lemma !== 'be' || !next || next.pos !== 'VERB') return false;
  return classifyVerb(next) === 'past';
}

function spread(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

interface SentenceCounts {
  words: number;
  clauses: number;
  passives: number;
  commas: number;
  opener: string;
  tags: string[];
}

function countSentence(tokens: Token[]): SentenceCounts {
  const counts: SentenceCounts = { words: 0, clauses: 0, passives: 0, commas: 0, opener: '', tags: [] };
  tokens.forEach((token, index) => {
    if (token.isWord) counts.words += 1;
    if (isClauseMarker(token, tokens[index - 1])) counts.clauses += 1;
    if (isPassive(token, tokens[index + 1])) counts.passives += 1;
    if (token.text === ',') counts.commas += 1;
    counts.tags.push(token.pos);
  });
  counts.opener = counts.tags.slice(0, 2).join(' ');
  return counts;
}

/** Measures sentence length variety, subordination and structural variety. */
export function measureRange(analysis: TextAnalysis): RangeReport {
  const sentences = analysis.sentences.map((sentence) =>
    countSentence(
      analysis.tokens.slice(sentence.first, sentence.last).filter((token) => token.pos !== 'SPACE'),
    ),
  );
  const count = Math.max(1, sentences.length);
  const total = (pick: (item: SentenceCounts) => number): number =>
    sentences.reduce((sum, item) => sum + pick(item), 0);
  const bigrams = sentences.flatMap((item) =>
    item.tags.slice(1).map((tag, index) => `${item.tags[index]} ${tag}`),
  );
  return {
    meanSentenceWords: total((item) => item.words) / count,
    sentenceWordsSpread: spread(sentences.map((item) => item.words)),
    clausesPerSentence: total((item) => item.clauses) / count,
    complexSentenceShare: sentences.filter((item) => item.clauses > 0).length / count,
    openerVariety: new Set(sentences.map((item) => item.opener)).size / count,
    passivesPerSentence: total((item) => item.passives) / count,
    posBigramVariety: bigrams.length === 0 ? 0 : new Set(bigrams).size / Math.sqrt(bigrams.length),
    commasPerSentence: total((item) => item.commas) / count,
  };
}

/** Universal POS tags whose share of the words enters the models (what kinds of words a writer uses). */
export const TAG_RATE_TAGS = [
  'PRON',
  'DET',
  'ADP',
  'AUX',
  'CCONJ',
  'SCONJ',
  'PART',
  'ADJ',
  'ADV',
  'NOUN',
  'VERB',
  'PROPN',
  'INTJ',
  'NUM',
] as const;

/** Share of the word tokens carrying each tag of TAG_RATE_TAGS, in that order. */
export function measureTagRates(analysis: TextAnalysis): number[] {
  const counts = new Map<string, number>();
  let words = 0;
  for (const token of analysis.tokens) {
    if (!token.isWord) continue;
    words += 1;
    counts.set(token.pos, (counts.get(token.pos) ?? 0) + 1);
  }
  return TAG_RATE_TAGS.map((tag) => (counts.get(tag) ?? 0) / Math.max(1, words));
}
