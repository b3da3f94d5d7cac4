import { PhoneticItemError } from './phonetic-item.js';

/** Letter offsets [start, end) of the underlined part of a word. */
export interface LetterSpan {
  start: number;
  end: number;
}

function bracketedSpan(word: string, underlined: string): LetterSpan {
  const match = /^([a-z']*)\[([a-z']+)\]([a-z']*)$/.exec(underlined);
  if (match === null || `${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}` !== word) {
    throw new PhoneticItemError(`"${underlined}" must be the word "${word}" with one bracketed letter group`);
  }
  const start = (match[1] ?? '').length;
  return { start, end: start + (match[2] ?? '').length };
}

/** Endings whose sound is a classic test point; when repeated in a word, the final one is meant. */
const inflectionalEndings: ReadonlySet<string> = new Set(['ed', 'd', 's', 'es']);

/**
 * Finds the underlined letters in a word: a letter group ("ea") that occurs exactly once, an
 * inflectional ending ("ed", "s", "es") at the end of the word (as in "need[ed]"), or the word
 * with the group in brackets for any other repeated group ("b[a]nana"). Returns a string
 * (the reason) when a bare group is ambiguous; throws PhoneticItemError when it does not occur.
 */
export function locateUnderline(word: string, underlined: string): LetterSpan | string {
  const group = underlined.trim().toLowerCase();
  if (group.includes('[')) return bracketedSpan(word, group);
  if (group === '') throw new PhoneticItemError(`the underlined part of "${word}" is empty`);
  const starts: number[] = [];
  for (let at = word.indexOf(group); at !== -1; at = word.indexOf(group, at + 1)) starts.push(at);
  const [start] = starts;
  if (start === undefined) throw new PhoneticItemError(`"${group}" does not occur in "${word}"`);
  const last = starts[starts.length - 1] ?? start;
  if (starts.length > 1 && inflectionalEndings.has(group) && last + group.length === word.length) {
    return { start: last, end: word.length };
  }
  if (starts.length > 1) {
    return `"${group}" occurs ${starts.length} times in "${word}"; mark the underlined one with brackets, e.g. "${word.slice(0, start)}[${group}]${word.slice(start + group.length)}"`;
  }
  return { start, end: start + group.length };
}

/**
 * Every place the underline may be: the one span when it is known (brackets, a single occurrence,
 * a final inflectional ending), else each occurrence of the repeated group, for the solver to
 * weigh (the occurrence that gives the item a unique answer is the one the teacher meant).
 * Throws PhoneticItemError as locateUnderline does.
 */
export function underlineCandidates(word: string, underlined: string): LetterSpan[] {
  const located = locateUnderline(word, underlined);
  if (typeof located !== 'string') return [located];
  const group = underlined.trim().toLowerCase();
  const spans: LetterSpan[] = [];
  for (let at = word.indexOf(group); at !== -1; at = word.indexOf(group, at + 1)) {
    spans.push({ start: at, end: at + group.length });
  }
  return spans;
}
