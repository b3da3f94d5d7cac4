import { numberReadings } from './number-words.js';

/** One word of a reference text as written, and the word sequences it may be read as. */
export interface ReferenceToken {
  /** The token as it appears in the text (for display and evidence). */
  text: string;
  /** Readings as lower-case dictionary words: ["2015"] -> [["twenty","fifteen"],["two","thousand","fifteen"]]. */
  readings: string[][];
}

const SYMBOL_WORDS: Readonly<Record<string, string[]>> = {
  '&': ['and'],
  '%': ['percent'],
  '+': ['plus'],
  '=': ['equals'],
};

/** Punctuation at either end of a token (symbols that are said are kept). */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}&%+=]+|[^\p{L}\p{N}&%+=]+$/gu;

function splitSymbols(token: string): string[] {
  const percent = /^(.*\d)%$/.exec(token);
  if (percent?.[1]) return [percent[1], '%'];
  return [token];
}

function cleanWord(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(EDGE_PUNCTUATION, '');
}

function readingsOf(word: string): string[][] | undefined {
  const symbol = SYMBOL_WORDS[word];
  if (symbol) return [symbol];
  const number = numberReadings(word);
  if (number) return number;
  if (!/\p{L}/u.test(word)) return undefined;
  const letters = word.replace(/[^\p{L}']/gu, '');
  return letters ? [[letters]] : undefined;
}

/**
 * Splits a reference text into tokens a reader says: words (hyphenated and slashed compounds
 * split), numbers (with every usual reading) and the symbols & % + =. Punctuation is dropped.
 */
export function tokeniseReference(text: string): ReferenceToken[] {
  const tokens: ReferenceToken[] = [];
  for (const chunk of text.split(/[\s\-‐‑–—/]+/u)) {
    for (const piece of splitSymbols(chunk)) {
      const word = cleanWord(piece);
      const readings = word ? readingsOf(word) : undefined;
      if (readings) tokens.push({ text: piece.replace(EDGE_PUNCTUATION, ''), readings });
    }
  }
  return tokens;
}

/** Splits a comma- or semicolon-separated list ("keyword", "phraseHints") into trimmed items. */
export function splitList(list: string | null | undefined, separator: RegExp = /[,;\n]/): string[] {
  return (list ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
