import type { Lexicon } from './lexicon.js';
import { isKnownLemma, relatedWordsOf, type WordClass } from './related-words.js';
import type { TextAnalysis, Token } from './text-analysis.js';

/** One word of a key idea: its lemma and the crude stem its own forms share. */
export interface IdeaWord {
  lemma: string;
  stem: string;
}

/** Where a word of a key idea is said: the tokens, and whether in the idea's own word. */
interface WordMatch {
  tokens: Token[];
  direct: boolean;
  /** A compound's parts, each said on its own. */
  parts?: WordMatch[];
}

/** Where a key idea is said: the span to quote and the essay's words that say it in other words. */
export interface IdeaMatch {
  start: number;
  end: number;
  /** The essay's words standing for the idea's words; empty when it uses the idea's own words. */
  otherWords: string[];
}

/** Degree and quantity words an idea does not hang on ("more electricity for cooling"). */
export const DEGREE_WORDS: ReadonlySet<string> = new Set(
  'more most less least very many much few lot really also too so just only even still quite rather'.split(
    ' ',
  ),
);

/** The longest quote; a longer sentence is cut to the words that say the idea. */
const MAX_QUOTE = 200;
/**
 * An idea of several words said partly in other words counts only when all its words are said
 * within this many sentences of each other ("the state should pay" for "government funding").
 */
const SENTENCE_WINDOW = 1;
/** An idea of three or more words may leave one unsaid ("cities warmer than countryside"). */
function wordsNeeded(count: number): number {
  return count <= 2 ? count : count - 1;
}

/** Both halves of a compound ("tax" + "payer") are at least this long. */
const MIN_PART = 3;

/** A crude stem so that "technology" matches "technological" and "cities" matches "city". */
export function stemOf(word: string): string {
  const lower = word.toLowerCase().replace(/(ies|es|s|ing|ed|ly)$/, '');
  return lower.length > 6 ? lower.slice(0, 6) : lower;
}

function ownForms(word: IdeaWord, tokens: readonly Token[]): Token[] {
  return tokens.filter((token) => stemOf(token.lemma) === word.stem || stemOf(token.text) === word.stem);
}

/** Word classes that can say an idea in other words ("is" never stands for "equal"). */
const WORD_CLASS: Readonly<Record<string, WordClass>> = {
  NOUN: 'n',
  PROPN: 'n',
  VERB: 'v',
  ADJ: 'a',
  ADV: 'r',
};
const LIGHT_LEMMAS = new Set(['be', 'have', 'do', 'make', 'get', 'go', 'take', 'give', 'say', 'see']);

function otherForms(lemma: string, tokens: readonly Token[]): Token[] {
  const related = relatedWordsOf(lemma);
  if (related.size === 0) return [];
  return tokens.filter((token) => {
    const wordClass = WORD_CLASS[token.pos];
    if (!wordClass || LIGHT_LEMMAS.has(token.lemma)) return false;
    const classes = related.get(token.lemma) ?? related.get(token.lower);
    return classes !== undefined && classes.has(wordClass);
  });
}

function matchSimple(word: IdeaWord, tokens: readonly Token[]): WordMatch | undefined {
  const own = ownForms(word, tokens);
  if (own.length > 0) return { tokens: own, direct: true };
  const other = otherForms(word.lemma, tokens);
  return other.length > 0 ? { tokens: other, direct: false } : undefined;
}

function isWord(part: string, lexicon: Lexicon): boolean {
  return isKnownLemma(part) || lexicon.rankOf(part) !== undefined;
}

/** A compound said in parts: "taxpayer" as "tax… paid", "workplace" as "place of work". */
function matchCompound(word: IdeaWord, tokens: readonly Token[], lexicon: Lexicon): WordMatch | undefined {
  const { lemma } = word;
  for (let cut = MIN_PART; cut <= lemma.length - MIN_PART; cut += 1) {
    const parts = [lemma.slice(0, cut), lemma.slice(cut)];
    if (!parts.every((part) => isWord(part, lexicon))) continue;
    const matches = parts.map((part) => matchSimple({ lemma: part, stem: stemOf(part) }, tokens));
    if (matches.every((match) => match !== undefined)) {
      return {
        tokens: matches.flatMap((match) => match.tokens),
        direct: false,
        parts: matches.map((match) => ({ ...match, direct: false })),
      };
    }
  }
  return undefined;
}

/**
 * The matches cut to the first window of sentences that holds every word of the idea (and both
 * parts of a compound), or undefined when no window does.
 */
function nearEachOther(matches: readonly WordMatch[]): WordMatch[] | undefined {
  const sentences = [
    ...new Set(matches.flatMap((match) => match.tokens.map((token) => token.sentence))),
  ].sort((left, right) => left - right);
  for (const centre of sentences) {
    const inside = (token: Token): boolean => Math.abs(token.sentence - centre) <= SENTENCE_WINDOW;
    const cut = matches.map((match) => ({ ...match, tokens: match.tokens.filter(inside) }));
    if (cut.every((match) => match.tokens.length > 0)) return cut;
  }
  return undefined;
}

/** The sentence saying most of the idea's words, and the token chosen for each word. */
function quote(analysis: TextAnalysis, pieces: readonly WordMatch[]): IdeaMatch {
  const counts = new Map<number, number>();
  for (const piece of pieces) {
    for (const sentence of new Set(piece.tokens.map((token) => token.sentence))) {
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
    }
  }
  const [index] = [...counts.entries()].sort((left, right) => right[1] - left[1] || left[0] - right[0])[0]!;
  const chosen = pieces.map(
    (piece) => piece.tokens.find((token) => token.sentence === index) ?? piece.tokens[0]!,
  );
  const otherWords = [...new Set(pieces.flatMap((piece, at) => (piece.direct ? [] : [chosen[at]!.lower])))];
  const sentence = analysis.sentences[index];
  if (sentence && sentence.end - sentence.start <= MAX_QUOTE) {
    const text = analysis.text.slice(sentence.start, sentence.end);
    const lead = text.length - text.trimStart().length;
    return { start: sentence.start + lead, end: sentence.start + text.trimEnd().length, otherWords };
  }
  const inside = chosen.filter((token) => token.sentence === index);
  const start = Math.min(...inside.map((token) => token.start));
  const end = Math.max(...inside.map((token) => token.end));
  const span = end - start <= MAX_QUOTE ? { start, end } : { start: inside[0]!.start, end: inside[0]!.end };
  return { ...span, otherWords };
}

/**
 * Where the response says a key idea, in its own words or in others: each content word of the
 * idea (all but one of three or more) must be said, by one of its forms, a related word (synonym,
 * derived form or narrower word, from WordNet) or, for a compound, both of its parts; words said in
 * other words must come within a sentence of each other. Undefined when the idea is not said.
 */
export function findIdea(
  words: readonly IdeaWord[],
  analysis: TextAnalysis,
  tokens: readonly Token[],
  lexicon: Lexicon,
): IdeaMatch | undefined {
  const matches: WordMatch[] = [];
  for (const word of words) {
    const match = matchSimple(word, tokens) ?? matchCompound(word, tokens, lexicon);
    if (match) matches.push(match);
  }
  if (matches.length === 0 || matches.length < wordsNeeded(words.length)) return undefined;
  const pieces = matches.flatMap((match) => match.parts ?? [match]);
  const near = pieces.some((match) => !match.direct) ? nearEachOther(pieces) : pieces;
  return near ? quote(analysis, near) : undefined;
}
