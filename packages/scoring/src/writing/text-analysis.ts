import winkNLP from 'wink-nlp';
import type { ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One token of the response with its character span. */
export interface Token {
  text: string;
  lower: string;
  lemma: string;
  /** Universal POS tag from the wink tagger (NOUN, VERB, AUX, PRON, ...). */
  pos: string;
  /** wink token type: word, number, punctuation, mention, email, url, tabCRLF, ... */
  type: string;
  start: number;
  end: number;
  sentence: number;
  /** True for alphabetic words (contraction pieces such as "n't" included). */
  isWord: boolean;
}

/** A sentence as a token range [first, last) and a character span. */
export interface Sentence {
  first: number;
  last: number;
  start: number;
  end: number;
  paragraph: number;
}

/** A paragraph (blank-line separated) as a character span and a sentence range [first, last). */
export interface Paragraph {
  start: number;
  end: number;
  firstSentence: number;
  lastSentence: number;
}

/** The response split into tokens, sentences and paragraphs; offsets index `text`. */
export interface TextAnalysis {
  text: string;
  tokens: Token[];
  sentences: Sentence[];
  paragraphs: Paragraph[];
}

const nlp = winkNLP(model, ['sbd', 'pos']);
/** wink's helpers are plain functions that wink recognises by identity: they must stay unbound. */
// eslint-disable-next-line @typescript-eslint/unbound-method
const { precedingSpaces: itsSpaces, pos: itsPos, lemma: itsLemma, type: itsType, span: itsSpan } = nlp.its;
const WORD_PATTERN = /[\p{L}\p{N}]/u;

/** Counts words the way the exam does: whitespace-separated chunks holding a letter or digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const match of text.matchAll(/\S+/g)) {
    if (WORD_PATTERN.test(match[0])) count += 1;
  }
  return count;
}

/** Returns the character index just after the `limit`-th word, or the text length when shorter. */
export function findWordLimit(text: string, limit: number): number {
  let count = 0;
  for (const match of text.matchAll(/\S+/g)) {
    if (!WORD_PATTERN.test(match[0])) continue;
    count += 1;
    if (count === limit) return match.index + match[0].length;
  }
  return text.length;
}

function locateTokens(text: string, values: string[], spaces: string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let cursor = 0;
  values.forEach((value, index) => {
    cursor += (spaces[index] ?? '').length;
    let start = cursor;
    if (text.slice(start, start + value.length) !== value) {
      const found = text.indexOf(value, cursor);
      start = found >= 0 ? found : cursor;
    }
    spans.push([start, start + value.length]);
    cursor = start + value.length;
  });
  return spans;
}

function findParagraphStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\n[ \t\r]*\n\s*/g)) starts.push(match.index + match[0].length);
  return starts;
}

function buildTokens(text: string): { tokens: Token[]; spans: number[][] } {
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out();
  const spaces = doc.tokens().out<string>(itsSpaces);
  const tags = doc.tokens().out<string>(itsPos);
  const lemmas = doc.tokens().out<string>(itsLemma as unknown as ItsFunction<string>);
  const types = doc.tokens().out<string>(itsType);
  const spans = doc.sentences().out(itsSpan) as unknown as number[][];
  const located = locateTokens(text, values, spaces);
  const tokens = values.map((value, index): Token => {
    const [start, end] = located[index] ?? [0, 0];
    const type = types[index] ?? 'word';
    return {
      text: value,
      lower: value.toLowerCase(),
      lemma: (lemmas[index] ?? value).toLowerCase(),
      pos: tags[index] ?? 'X',
      type,
      start,
      end,
      sentence: 0,
      isWord: type === 'word' && /\p{L}/u.test(value),
    };
  });
  return { tokens, spans };
}

/**
 * Splits a response into tagged tokens, sentences and paragraphs. Whitespace-only "sentences"
 * (line breaks) are dropped so that every sentence holds at least one non-space token.
 */
export function analyseText(text: string): TextAnalysis {
  const { tokens, spans } = buildTokens(text);
  const paragraphStarts = findParagraphStarts(text);
  const sentences: Sentence[] = [];
  for (const [spanFirst = 0, spanLast = -1] of spans) {
    let first = spanFirst;
    let last = spanLast + 1;
    while (first < last && tokens[first]?.pos === 'SPACE') first += 1;
    while (last > first && tokens[last - 1]?.pos === 'SPACE') last -= 1;
    const head = tokens[first];
    const tail = tokens[last - 1];
    if (!head || !tail) continue;
    let paragraph = 0;
    while ((paragraphStarts[paragraph + 1] ?? Infinity) <= head.start) paragraph += 1;
    for (let index = first; index < last; index += 1) {
      const token = tokens[index];
      if (token) token.sentence = sentences.length;
    }
    sentences.push({ first, last, start: head.start, end: tail.end, paragraph });
  }
  return { text, tokens, sentences, paragraphs: groupParagraphs(sentences) };
}

function groupParagraphs(sentences: Sentence[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let previousMark = -1;
  sentences.forEach((sentence, index) => {
    const current = paragraphs[paragraphs.length - 1];
    if (current && sentence.paragraph === previousMark) {
      current.end = sentence.end;
      current.lastSentence = index + 1;
    } else {
      paragraphs.push({
        start: sentence.start,
        end: sentence.end,
        firstSentence: index,
        lastSentence: index + 1,
      });
    }
    previousMark = sentence.paragraph;
    sentence.paragraph = paragraphs.length - 1;
  });
  return paragraphs;
}

/** The word tokens of a sentence. */
export function sentenceWords(analysis: TextAnalysis, sentence: Sentence): Token[] {
  return analysis.tokens.slice(sentence.first, sentence.last).filter((token) => token.isWord);
}
