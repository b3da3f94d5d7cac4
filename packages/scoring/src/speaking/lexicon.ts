import { guessPronunciation } from './letter-to-sound.js';
import type { Recognizer } from './recognizer.js';

/** How a word will be pronounced in the grammar. */
export interface ResolvedWord {
  word: string;
  /** Dictionary pronunciations (first is canonical). */
  pronunciations: string[][];
  /** Guessed from spelling: aligned and counted, but not judged for pronunciation. */
  approximate: boolean;
}

const AMERICAN_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/isation(s?)$/, 'ization$1'],
  [/is(e|ed|es|ing|er|ers)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ful|ite|ites)?$/, 'or$1'],
  [/tre(s?)$/, 'ter$1'],
  [/ogue(s?)$/, 'og$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/ence$/, 'ense'],
  [/ae/, 'e'],
  [/oe/, 'e'],
];

const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH']);
const SIBILANTS = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH']);

type SuffixRule = readonly [
  suffix: RegExp,
  stems: (stem: string) => string[],
  phones: (last: string) => string[],
];

const pluralPhones = (last: string) =>
  SIBILANTS.has(last) ? ['IH', 'Z'] : VOICELESS.has(last) ? ['S'] : ['Z'];
const pastPhones = (last: string) =>
  last === 'T' || last === 'D' ? ['IH', 'D'] : VOICELESS.has(last) ? ['T'] : ['D'];

const SUFFIXES: readonly SuffixRule[] = [
  [/'s$/, (stem) => [stem], pluralPhones],
  [/s'$/, (stem) => [stem], pluralPhones],
  [/ies$/, (stem) => [`${stem}y`], () => ['Z']],
  [/es$/, (stem) => [stem, `${stem}e`], pluralPhones],
  [/s$/, (stem) => [stem], pluralPhones],
  [/ied$/, (stem) => [`${stem}y`], () => ['D']],
  [/ed$/, (stem) => [stem, `${stem}e`, stem.slice(0, -1)], pastPhones],
  [/ing$/, (stem) => [stem, `${stem}e`, stem.slice(0, -1)], () => ['IH', 'NG']],
  [/ers?$/, (stem) => [stem, `${stem}e`, stem.slice(0, -1)], () => ['ER']],
  [/ly$/, (stem) => [stem, `${stem}le`], () => ['L', 'IY']],
  [/ness$/, (stem) => [stem], () => ['N', 'AH', 'S']],
];

function fromSpellingVariants(recognizer: Recognizer, word: string): string[][] {
  for (const [pattern, replacement] of AMERICAN_SPELLINGS) {
    if (!pattern.test(word)) continue;
    const found = recognizer.pronunciations(word.replace(pattern, replacement));
    if (found.length > 0) return found;
  }
  return [];
}

function fromStem(recognizer: Recognizer, word: string): string[] | undefined {
  for (const [suffix, stems, phones] of SUFFIXES) {
    const match = suffix.exec(word);
    if (!match) continue;
    for (const stem of stems(word.slice(0, match.index))) {
      if (stem.length < 2) continue;
      const base = recognizer.pronunciations(stem)[0] ?? fromSpellingVariants(recognizer, stem)[0];
      if (base) return [...base, ...phones(base[base.length - 1] ?? '')];
    }
  }
  return undefined;
}

function fromCompound(recognizer: Recognizer, word: string): string[] | undefined {
  for (let split = 3; split <= word.length - 3; split += 1) {
    const head = recognizer.pronunciations(word.slice(0, split))[0];
    const tail = head ? recognizer.pronunciations(word.slice(split))[0] : undefined;
    if (head && tail) return [...head, ...tail];
  }
  return undefined;
}

/**
 * Finds how a word is pronounced: the CMU dictionary, then American spellings of British forms,
 * then a dictionary stem plus a regular suffix, then two dictionary words (compounds), then
 * letter-to-sound rules. Words found outside the dictionary are added to the decoder's
 * dictionary so grammars can use them.
 */
export function resolveWord(recognizer: Recognizer, word: string): ResolvedWord {
  const known = recognizer.pronunciations(word);
  if (known.length > 0) return { word, pronunciations: known, approximate: false };
  const derived =
    fromSpellingVariants(recognizer, word)[0] ?? fromStem(recognizer, word) ?? fromCompound(recognizer, word);
  const phones = derived ?? guessPronunciation(word);
  if (phones.length === 0) return { word, pronunciations: [], approximate: true };
  recognizer.addWord(word, phones);
  return { word, pronunciations: [phones], approximate: derived === undefined };
}
