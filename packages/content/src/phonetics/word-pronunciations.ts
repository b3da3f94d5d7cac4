import { guessPronunciation } from '@prepwise/scoring/letter-to-sound';
import { isVowel, stressOf, stripStress } from './arpabet.js';
import { lookupPronunciations } from './pronouncing-dictionary.js';
import { ruleStress, withStress } from './stress-rules.js';

/** Where a pronunciation came from: the CMU dictionary, derived from dictionary words, or rules. */
export type PronunciationSource = 'dictionary' | 'derived' | 'rules';

/** One pronunciation of a word (ARPAbet with stress digits) and how much the solver trusts it. */
export interface WeighedPronunciation {
  phones: string[];
  /** Prior weight: the dictionary's first pronunciation 1, its later variants less. */
  weight: number;
  source: PronunciationSource;
}

/** How far an answer resting on a source can be trusted (multiplies the answer's confidence). */
export const sourceReliability: Readonly<Record<PronunciationSource, number>> = {
  dictionary: 1,
  derived: 0.95,
  rules: 0.8,
};

/** British spellings the American dictionary lacks, rewritten to its spelling. */
const americanSpellings: readonly (readonly [RegExp, string])[] = [
  [/isation(s?)$/, 'ization$1'],
  [/is(e|ed|es|ing|er|ers)$/, 'iz$1'],
  [/our(s|ed|ing|ful|ite|ites)?$/, 'or$1'],
  [/tre(s?)$/, 'ter$1'],
  [/ogue(s?)$/, 'og$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/ence$/, 'ense'],
  [/ised$/, 'iced'],
];

const voiceless: ReadonlySet<string> = new Set(['P', 'T', 'K', 'F', 'TH']);
const sibilants: ReadonlySet<string> = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);

/** The "-s/-es" ending after a stem's last sound: /ɪz/ after sibilants, /s/ after voiceless sounds, else /z/. */
export function pluralEnding(last: string): string[] {
  const base = stripStress(last);
  if (sibilants.has(base)) return ['IH0', 'Z'];
  return voiceless.has(base) ? ['S'] : ['Z'];
}

/** The "-ed" ending after a stem's last sound: /ɪd/ after /t/ and /d/, /t/ after voiceless sounds, else /d/. */
export function pastEnding(last: string): string[] {
  const base = stripStress(last);
  if (base === 'T' || base === 'D') return ['IH0', 'D'];
  return voiceless.has(base) || base === 'SH' || base === 'CH' || base === 'S' ? ['T'] : ['D'];
}

type Derivation = (word: string, depth: number) => string[] | null;

function firstKnown(word: string, depth: number): string[] | null {
  return lookupPronunciations(word)[0] ?? (depth > 0 ? derive(word, depth - 1) : null);
}

const fromSpelling: Derivation = (word) => {
  for (const [pattern, replacement] of americanSpellings) {
    if (!pattern.test(word)) continue;
    const found = lookupPronunciations(word.replace(pattern, replacement))[0];
    if (found) return found;
  }
  return null;
};

/** Stems a suffix may have been added to: as is, with a final "e" restored, a doubled consonant undone, "i" -> "y". */
function stemsOf(stem: string): string[] {
  const stems = [stem, `${stem}e`];
  if (/([bcdfgklmnprstvz])\1$/.test(stem)) stems.push(stem.slice(0, -1));
  if (stem.endsWith('i')) stems.push(`${stem.slice(0, -1)}y`);
  return stems.filter((candidate) => candidate.length >= 2);
}

const suffixRules: readonly (readonly [RegExp, (last: string) => string[]])[] = [
  [/ed$/, pastEnding],
  [/es$/, pluralEnding],
  [/s$/, pluralEnding],
  [/ing$/, () => ['IH0', 'NG']],
  [/ers$/, () => ['ER0', 'Z']],
  [/er$/, () => ['ER0']],
];

const fromSuffix: Derivation = (word, depth) => {
  for (const [suffix, ending] of suffixRules) {
    const match = suffix.exec(word);
    if (!match) continue;
    for (const stem of stemsOf(word.slice(0, match.index))) {
      const base = firstKnown(stem, depth);
      if (base) return [...base, ...ending(base[base.length - 1] ?? '')];
    }
  }
  return null;
};

/** Unstressed verb and adjective prefixes, with the sound each adds. */
const prefixes: readonly (readonly [string, string[]])[] = [
  ['un', ['AH0', 'N']],
  ['re', ['R', 'IY0']],
  ['dis', ['D', 'IH0', 'S']],
  ['mis', ['M', 'IH0', 'S']],
  ['pre', ['P', 'R', 'IY0']],
];

const fromPrefix: Derivation = (word, depth) => {
  for (const [prefix, phones] of prefixes) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 3) continue;
    const base = firstKnown(word.slice(prefix.length), depth);
    if (base) return [...phones, ...base];
  }
  return null;
};

/** The second word's stress becomes secondary: compounds keep the first word's stress. */
function demoted(phones: readonly string[]): string[] {
  return phones.map((phone) => (stressOf(phone) === 1 ? `${stripStress(phone)}2` : phone));
}

/**
 * Two dictionary words written together ("book" + "mark"); a split whose second word is itself
 * in the dictionary wins over one that needs deriving. The second word has at least 4 letters:
 * the dictionary holds many 3-letter names that would split any word.
 */
const fromCompound: Derivation = (word, depth) => {
  for (const strict of [true, false]) {
    for (let split = 3; split <= word.length - 4; split += 1) {
      const head = lookupPronunciations(word.slice(0, split))[0];
      if (!head) continue;
      const tail = strict ? lookupPronunciations(word.slice(split))[0] : firstKnown(word.slice(split), depth);
      if (tail) return [...head, ...demoted(tail)];
    }
  }
  return null;
};

function derive(word: string, depth: number): string[] | null {
  for (const derivation of [fromSpelling, fromSuffix, fromPrefix, fromCompound]) {
    const phones = derivation(word, depth);
    if (phones) return phones;
  }
  return null;
}

/** Letter-to-sound rules with a stress guessed from the word's ending (see ruleStress). */
export function guessWithStress(word: string): string[] {
  const phones = guessPronunciation(word);
  const syllables = phones.filter(isVowel).length;
  return withStress(phones, ruleStress(word, syllables));
}

/** A regular ending on a stem known only by rules ("vlog" + "-ed"): the ending follows the teachers' rule. */
function guessWithEnding(word: string): string[] | null {
  for (const [suffix, ending] of suffixRules.slice(0, 3)) {
    const match = suffix.exec(word);
    if (!match || match.index < 2) continue;
    const [stem = ''] = stemsOf(word.slice(0, match.index)).filter(
      (candidate) => candidate !== `${word.slice(0, match.index)}e`,
    );
    const base = guessWithStress(stem);
    if (base.length > 0) return [...base, ...ending(base[base.length - 1] ?? '')];
  }
  return null;
}

/**
 * Every pronunciation the solver considers for a word: the CMU dictionary's (first weighed 1,
 * later variants 0.75), else one derived from dictionary words (British spelling, stem plus a
 * regular ending by the teachers' rules, unstressed prefix, compound), else letter-to-sound rules
 * (with the regular ending added by rule when the word has one).
 */
export function pronunciationsOf(word: string): WeighedPronunciation[] {
  const known = lookupPronunciations(word);
  if (known.length > 0) {
    return known.map((phones, index) => ({ phones, weight: index === 0 ? 1 : 0.75, source: 'dictionary' }));
  }
  const derived = derive(word, 2);
  if (derived) return [{ phones: derived, weight: 1, source: 'derived' }];
  const guessed = guessWithEnding(word) ?? guessWithStress(word);
  return guessed.length === 0 ? [] : [{ phones: guessed, weight: 1, source: 'rules' }];
}
