import { dictionary } from 'cmu-pronouncing-dictionary';

/** How an option was written and the dictionary word it names ("record (n.)" -> "record"). */
export interface OptionWord {
  written: string;
  word: string;
}

/**
 * Reads an option as written in an item: trims it, drops a part-of-speech note in parentheses
 * ("record (n.)", "present(v)") and lower-cases it. The CMU dictionary does not mark parts of
 * speech, so the note cannot select a pronunciation; the checker reports that instead.
 */
export function readOptionWord(written: string): OptionWord {
  const word = written
    .replace(/\([^)]*\)/g, '')
    .trim()
    .toLowerCase();
  return { written: written.trim(), word };
}

/**
 * Every pronunciation the CMU dictionary lists for a word, in its order ("word", "word(2)", ...),
 * each as ARPAbet phones with stress digits. Empty when the word is not in the dictionary.
 */
export function lookupPronunciations(word: string): string[][] {
  const key = word.trim().toLowerCase();
  const pronunciations: string[][] = [];
  for (let variant = 1; ; variant += 1) {
    const entry = variant === 1 ? key : `${key}(${variant})`;
    if (!Object.hasOwn(dictionary, entry)) break;
    const phones = dictionary[entry];
    if (phones !== undefined) pronunciations.push(phones.split(' '));
  }
  return pronunciations;
}
