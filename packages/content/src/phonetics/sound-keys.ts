import { isVowel, stressOf, stripStress } from './arpabet.js';

/** The underlined letters of one pronunciation of a word and the phones they spell. */
export interface SpanContext {
  word: string;
  letters: string;
  phones: readonly string[];
  start: number;
  end: number;
}

/**
 * One way of deciding whether two underlined parts sound the same: equal keys, same sound. A
 * key may list alternatives separated by "|" when the analysis cannot tell which applies.
 */
export interface SoundAnalysis {
  name: string;
  /** Why an answer that changes under this analysis cannot be trusted. */
  caveat: string;
  key(context: SpanContext): string;
}

/**
 * Common words whose stressed "a" is /æ/ in General American (the dictionary) but /ɑː/ in
 * British English, the norm of Vietnamese tests.
 */
const bathWords: ReadonlySet<string> = new Set(
  [
    'after afternoon answer ask bath branch castle chance class dance demand example fast',
    'glass grass half last laugh master pass past path plant rather staff task tomato',
  ]
    .join(' ')
    .split(' '),
);

/** True for a bath word or a simple inflection of one ("dances", "asked", "passing"). */
function isBathWord(word: string): boolean {
  const stems = [word, word.replace(/(es|s|ed|d|ing)$/, ''), word.replace(/(es|ed|ing)$/, 'e')];
  return stems.some((stem) => bathWords.has(stem));
}

const reducedVowels: ReadonlySet<string> = new Set(['AH', 'IH', 'ER']);
const yodConsonants: ReadonlySet<string> = new Set(['T', 'D', 'N', 'S', 'Z', 'TH']);

interface KeyOptions {
  mergeBackVowels: boolean;
  british: boolean;
}

/** British English drops /r/ after a vowel unless a vowel follows ("car", "bear", but not "very"). */
function isSilentR(phones: readonly string[], index: number): boolean {
  const previous = phones[index - 1];
  const next = phones[index + 1];
  return (
    stripStress(phones[index] ?? '') === 'R' &&
    previous !== undefined &&
    isVowel(previous) &&
    !(next && isVowel(next))
  );
}

function phoneKey(phone: string, options: KeyOptions): string {
  const base = stripStress(phone);
  // The dictionary writes the same unstressed vowel as AH0, IH0 or ER0 ("needed": both), so
  // those are one reduced vowel; otherwise stress digits are ignored.
  if (stressOf(phone) === 0 && reducedVowels.has(base)) return 'ə';
  if (options.mergeBackVowels && (base === 'AA' || base === 'AO')) return 'AA/AO';
  return base;
}

/** The only vowel letter of the underline, if there is exactly one ("o" in "og", not "ou"). */
function singleVowelLetter(letters: string): string | null {
  const vowels = letters.replace(/[^aeiou]/g, '');
  return vowels.length === 1 ? vowels : null;
}

/**
 * British English where General American differs, as alternatives separated by "|" when
 * British usage varies: /ɑː/ in bath words, /ɒ/ for "o" in "hot" and "dog", /ɒ/ or /ɔː/ for
 * "a" after /w/ ("wash", "water"), /ɔː/ for "a" before "lk", "ll", "lt" ("talk"), /juː/ after t, d,
 * n, s ("student"). Null when no rule applies.
 */
function britishKey(context: SpanContext, index: number): string | null {
  const phone = context.phones[index] ?? '';
  const base = stripStress(phone);
  const previous = stripStress(context.phones[index - 1] ?? '');
  const next = stripStress(context.phones[index + 1] ?? '');
  const vowel = singleVowelLetter(context.letters);
  if (base === 'AE' && isBathWord(context.word)) return 'AA';
  // Stressed "ur", "or", "our" before a vowel is /ʌr/ in British English ("hurry", "worry", "courage").
  const isStrut =
    base === 'ER' &&
    stressOf(phone) !== 0 &&
    next !== '' &&
    isVowel(next) &&
    /urr|orr|our/.test(context.word);
  if (isStrut) return 'AH';
  const afterNext = context.phones[index + 2];
  // "o" before an /r/ that starts the next syllable is /ɒ/ too ("tomorrow", "sorry", "borrow").
  const isOpenR = next === 'R' && afterNext !== undefined && isVowel(afterNext);
  if ((base === 'AA' || base === 'AO') && vowel === 'o' && (next !== 'R' || isOpenR)) return 'ɒ';
  // "a" before "lk", "ll" or "lt" is /ɔː/ ("talk", "walk", "chalk", "call", "salt"); the
  // dictionary's /ɑ/ variants of those words are American.
  if ((base === 'AA' || base === 'AO') && vowel === 'a' && /al[klt]/.test(context.word)) return 'AO';
  const isWa = vowel === 'a' && previous === 'W' && next !== 'R' && stressOf(phone) !== 0;
  if (isWa && (base === 'AA' || base === 'AO' || base === 'AH')) return 'ɒ|ɔː';
  const isYod = base === 'UW' && index === context.start && /^(u|ue|ew|eu|u[a-z]e)$/.test(context.letters);
  if (isYod && yodConsonants.has(previous)) return 'Y UW';
  return null;
}

/** All combinations of per-phone alternatives, joined with "|". */
function expandAlternatives(keys: readonly string[]): string {
  const combinations = keys.reduce<string[]>(
    (partial, key) =>
      partial.flatMap((prefix) => key.split('|').map((option) => (prefix ? `${prefix} ${option}` : option))),
    [''],
  );
  return combinations.join('|');
}

/**
 * British (non-rhotic) vowels before an /r/ that is not pronounced: long vowels stay, the others
 * become centring diphthongs ("bear" /beə/, "near" /nɪə/, "pure" /pjʊə/, "fire" /faɪə/).
 */
const beforeSilentR: Readonly<Record<string, string>> = {
  AA: 'AA',
  AO: 'AO',
  OW: 'AO',
  ER: 'ER',
  EH: 'EH ə',
  EY: 'EH ə',
  IH: 'IH ə',
  IY: 'IH ə',
  UH: 'UH ə',
  UW: 'UH ə',
  AY: 'AY ə',
  AW: 'AW ə',
  OY: 'OY ə',
};

function britishPhoneKey(context: SpanContext, index: number, options: KeyOptions): string | null {
  const phone = context.phones[index] ?? '';
  if (isSilentR(context.phones, index)) return null;
  if (isSilentR(context.phones, index + 1) && stressOf(phone) !== 0) {
    return beforeSilentR[stripStress(phone)] ?? phoneKey(phone, options);
  }
  return britishKey(context, index) ?? phoneKey(phone, options);
}

function spanKey(context: SpanContext, options: KeyOptions): string {
  const keys: string[] = [];
  for (let index = context.start; index < context.end; index += 1) {
    const key = options.british
      ? britishPhoneKey(context, index, options)
      : phoneKey(context.phones[index] ?? '', options);
    if (key !== null) keys.push(key);
  }
  return keys.length === 0 ? '(silent)' : expandAlternatives(keys);
}

/**
 * The analyses an answer must survive. The first is the dictionary's own (General American,
 * stress ignored, unstressed AH/IH/ER as one reduced vowel); the others model where British
 * English, the norm of Vietnamese tests, may hear things differently (back vowels, non-rhotic
 * /r/ and centring diphthongs, bath words, /ɒ/, /juː/).
 */
export const soundAnalyses: readonly SoundAnalysis[] = [
  {
    name: 'dictionary',
    caveat: '',
    key: (context) => spanKey(context, { mergeBackVowels: false, british: false }),
  },
  {
    name: 'back vowels merged',
    caveat: 'the answer rests on the AA/AO vowels, which American and British English divide differently',
    key: (context) => spanKey(context, { mergeBackVowels: true, british: false }),
  },
  {
    name: 'British forms',
    caveat:
      'the answer changes in British English (no /r/ after vowels, /eə/ as in "bear", /ɑː/ as in "bath", /ɒ/ as in "hot", /juː/ as in "student")',
    key: (context) => spanKey(context, { mergeBackVowels: false, british: true }),
  },
];
