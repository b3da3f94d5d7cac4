import { scorerMessage } from '@prepwise/contracts';
import nspell from 'nspell';
import dictionary from 'dictionary-en';
import { defaultLexicon } from './lexicon.js';
import type { WritingEvidence } from './types.js';

/** Spelling check outcome: evidence per misspelled word and the counts behind the rate. */
export interface SpellingReport {
  evidence: WritingEvidence[];
  checkedWords: number;
  misspelledWords: number;
}

let loadedChecker: ReturnType<typeof nspell> | undefined;
/** The Hunspell checker, built on first use: building it is a few hundred ms that a server start need not wait for. */
function checker(): ReturnType<typeof nspell> {
  loadedChecker ??= nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
  return loadedChecker;
}
const WORD = /[\p{L}\p{N}@_][\p{L}\p{N}@_'’]*/gu;
const MAX_SUGGESTED_WORDS = 25;
const SUGGESTION_CACHE_LIMIT = 5000;
const suggestionCache = new Map<string, string[]>();

/** British spellings are accepted: each pair maps a British pattern to its American dictionary form. */
const BRITISH_TO_AMERICAN: Array<[RegExp, string]> = [
  [/our/, 'or'],
  [/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/tre(s?)$/, 'ter$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/ence(s?)$/, 'ense$1'],
  [/ogue(s?)$/, 'og$1'],
  [/mme(s?)$/, 'm$1'],
  [/ae/, 'e'],
  [/oe/, 'e'],
  [/grey/, 'gray'],
  [/yre(s?)$/, 'ire$1'],
  // The British verb of the noun "practice" (practise, practised, practising). Only this word:
  // a general -ise -> -ice rule accepted misspellings such as "choise" (choice).
  [/^practis(e|es|ed|ing)$/, 'practic$1'],
];

/** True when the dictionary knows the word, its lower-case form, or its American spelling. */
export function isKnownWord(word: string): boolean {
  if (checker().correct(word)) return true;
  const lower = word.toLowerCase();
  if (lower !== word && checker().correct(lower)) return true;
  return BRITISH_TO_AMERICAN.some(([pattern, replacement]) => {
    if (!pattern.test(lower)) return false;
    const american = lower.replace(pattern, replacement);
    return american !== lower && checker().correct(american);
  });
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** Every string one edit (delete, swap, replace, insert) away from `word`. */
function editsOf(word: string): Set<string> {
  const edits = new Set<string>();
  for (let index = 0; index <= word.length; index += 1) {
    const head = word.slice(0, index);
    const tail = word.slice(index);
    if (tail.length > 0) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of ALPHABET) {
      if (tail.length > 0) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  return edits;
}

function withCaseOf(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Dictionary words one edit away, most frequent first (by the lexicon's ranks). */
function nearbyWords(word: string): string[] {
  const lower = word.toLowerCase();
  const found = [...editsOf(lower)].filter(
    (candidate) => candidate.length > 1 && checker().correct(candidate),
  );
  const rank = (candidate: string): number => defaultLexicon.rankOf(candidate) ?? Number.MAX_SAFE_INTEGER;
  return found
    .sort((left, right) => rank(left) - rank(right) || (left < right ? -1 : 1))
    .map((item) => withCaseOf(word, item));
}

/** Optimal-string-alignment distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left.charAt(i - 1) === right.charAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      const swapped =
        left.charAt(i - 1) === right.charAt(j - 2) && left.charAt(i - 2) === right.charAt(j - 1);
      if (i > 1 && j > 1 && swapped) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[right.length] ?? limit + 1;
}

/** Common words (from the lexicon) two edits away, for misspellings with no closer dictionary word. */
function distantWords(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower.length < 4) return [];
  return defaultLexicon.words
    .filter(
      (candidate) => Math.abs(candidate.length - lower.length) <= 2 && editDistance(lower, candidate, 2) <= 2,
    )
    .map((candidate) => withCaseOf(word, candidate));
}

/**
 * Suggestions for a misspelled word: a missing apostrophe ("dont" -> "don't") first, then words the
 * Hunspell dictionary accepts one edit away, most frequent first, else common words two edits away.
 * Bounded cost (no open-ended search); cached.
 */
export function suggestSpelling(word: string): string[] {
  const cached = suggestionCache.get(word);
  if (cached) return cached;
  const suggestions: string[] = [];
  for (let index = 1; index < word.length; index += 1) {
    const withApostrophe = `${word.slice(0, index)}'${word.slice(index)}`;
    if (/'(t|m|re|ve|ll|d)$/i.test(withApostrophe) && checker().correct(withApostrophe))
      suggestions.push(withApostrophe);
  }
  const nearby = nearbyWords(word);
  for (const suggestion of nearby.length > 0 ? nearby : distantWords(word)) {
    if (!suggestions.includes(suggestion)) suggestions.push(suggestion);
  }
  const result = suggestions.slice(0, 5);
  if (suggestionCache.size >= SUGGESTION_CACHE_LIMIT) suggestionCache.clear();
  suggestionCache.set(word, result);
  return result;
}

function isSentenceStart(text: string, index: number): boolean {
  let cursor = index - 1;
  while (cursor >= 0 && /[\s"'“‘([]/.test(text.charAt(cursor))) {
    if (text.charAt(cursor) === '\n') return true;
    cursor -= 1;
  }
  return cursor < 0 || /[.!?:]/.test(text.charAt(cursor));
}

/** Anonymised tokens (@PERSON1), numbers, acronyms, single letters and mid-sentence proper nouns are skipped. */
function shouldSkip(word: string, text: string, start: number): boolean {
  if (/[\p{N}@_]/u.test(word) || word.length < 2) return true;
  if (word.length > 1 && word === word.toUpperCase()) return true;
  const capitalised = word.charAt(0) !== word.charAt(0).toLowerCase();
  return capitalised && !isSentenceStart(text, start);
}

/**
 * Checks every word of `text` against the Hunspell en dictionary (British spellings accepted).
 * Suggestions are computed for the first `maxSuggestedWords` distinct misspellings only, to bound the cost.
 */
export function checkSpelling(text: string, maxSuggestedWords = MAX_SUGGESTED_WORDS): SpellingReport {
  const evidence: WritingEvidence[] = [];
  const suggested = new Set<string>();
  let checkedWords = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/’/g, "'").replace(/'+$/, '');
    if (word.length === 0 || shouldSkip(word, text, match.index)) continue;
    checkedWords += 1;
    if (isKnownWord(word) || isKnownWord(word.replace(/'s$/, ''))) continue;
    const canSuggest = suggested.size < maxSuggestedWords || suggested.has(word);
    suggested.add(word);
    const suggestions = canSuggest ? suggestSpelling(word) : [];
    const item: WritingEvidence = {
      start: match.index,
      end: match.index + word.length,
      text: text.slice(match.index, match.index + word.length),
      kind: 'spelling',
      message:
        suggestions.length > 0
          ? scorerMessage('misspelledSuggest', { words: suggestions.join(', ') })
          : scorerMessage('misspelled'),
    };
    if (suggestions[0] !== undefined) item.suggestion = suggestions[0];
    evidence.push(item);
  }
  return { evidence, checkedWords, misspelledWords: evidence.length };
}
