import { isVowel, stripStress } from './arpabet.js';

/**
 * Where English stress falls by the word's ending, as Vietnamese teachers teach it: suffixes that
 * take the stress themselves, suffixes that put it on the syllable before them, and suffixes
 * that put it two syllables before. Neutral suffixes (-er, -ing, -ness, ...) are stripped first.
 */
const finalSuffixes = ['eer', 'ese', 'ique', 'esque', 'oo', 'oon', 'ette', 'aire', 'ee'];
const penultimateSuffixes = ['tion', 'sion', 'cian', 'ic', 'ial', 'ian', 'ious', 'ient', 'ience', 'ual'];
const antepenultimateSuffixes = ['ity', 'ical', 'ogy', 'graphy', 'ify', 'cracy', 'metry', 'ate'];
const neutralSuffixes = ['ers', 'er', 'ing', 'ness', 'less', 'ful', 'ment', 'ly', 's'];
const stressedLastPrefixes = ['un', 're', 'dis', 'mis', 'be', 'de', 'pre', 'a'];

/** -ee words whose stress is not final (teachers list these as exceptions). */
const unstressedEe: ReadonlySet<string> = new Set(['committee', 'coffee', 'toffee', 'yankee', 'jersey']);

/**
 * The primary-stress syllable (1-based) that a final-stress suffix (-ee, -eer, -ese, -ique, -oo,
 * -ette, ...) gives a word of `syllables` syllables, or null when no such suffix applies.
 * Used beside the dictionary: American pronunciations sometimes stress these words elsewhere.
 */
export function suffixFinalStress(word: string, syllables: number): number | null {
  if (syllables < 2) return null;
  const suffix = finalSuffixes.find((ending) => word.endsWith(ending));
  if (suffix === undefined) return null;
  if (suffix === 'ee' && (syllables < 3 || unstressedEe.has(word))) return null;
  if (suffix === 'oo' && syllables < 3) return null;
  return syllables;
}

/**
 * The primary-stress syllable (1-based) of a word the dictionary lacks, by rule: suffix rules
 * (see above), a verb-like prefix ("un-", "re-", ...) on a two-syllable word stresses the second
 * syllable, otherwise the first. `syllables` counts the word's vowels.
 */
export function ruleStress(word: string, syllables: number): number {
  if (syllables <= 1) return 1;
  const final = suffixFinalStress(word, syllables);
  if (final !== null) return final;
  if (penultimateSuffixes.some((ending) => word.endsWith(ending))) return Math.max(1, syllables - 1);
  if (antepenultimateSuffixes.some((ending) => word.endsWith(ending)) && syllables >= 3) return syllables - 2;
  const neutral = neutralSuffixes.find((ending) => word.endsWith(ending) && word.length - ending.length >= 3);
  if (neutral !== undefined) {
    const stem = word.slice(0, -neutral.length);
    const stemSyllables = Math.max(1, syllables - (neutral === 's' ? 0 : 1));
    return Math.min(ruleStress(stem, stemSyllables), syllables);
  }
  if (
    syllables === 2 &&
    stressedLastPrefixes.some((prefix) => word.startsWith(prefix) && word.length - prefix.length >= 3)
  ) {
    return 2;
  }
  return 1;
}

/** Stress digits for stressless phones: 1 on the `primary`-th vowel, 0 on the others. */
export function withStress(phones: readonly string[], primary: number): string[] {
  let vowel = 0;
  return phones.map((phone) => {
    const base = stripStress(phone);
    if (!isVowel(base)) return base;
    vowel += 1;
    return `${base}${vowel === primary ? 1 : 0}`;
  });
}

/**
 * Words whose British stress, the norm of Vietnamese tests, differs from the dictionary's General
 * American one (or whose British syllables do: "Viet-" is one syllable), as taught:
 * syllables and the stressed one (1-based).
 */
const britishStress: Readonly<Record<string, { syllables: number; primary: number }>> = {
  weekend: { syllables: 2, primary: 2 },
  address: { syllables: 2, primary: 2 },
  magazine: { syllables: 3, primary: 3 },
  cigarette: { syllables: 3, primary: 3 },
  vietnamese: { syllables: 3, primary: 3 },
  advertisement: { syllables: 4, primary: 2 },
  laboratory: { syllables: 4, primary: 2 },
  ballet: { syllables: 2, primary: 1 },
  garage: { syllables: 2, primary: 1 },
};

/** The British stress of a word where it differs from the dictionary's, or null. */
export function britishStressOf(word: string): { syllables: number; primary: number } | null {
  return britishStress[word] ?? null;
}
