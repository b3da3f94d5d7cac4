/**
 * ARPAbet phones (as the CMU pronouncing dictionary and the speech scorer write them) and their
 * broad IPA, shared by the content package (explanations) and the web (a spoken word's expected
 * sounds): the learner sees IPA, never the dictionary's codes.
 */

/** ARPAbet vowels as the CMU dictionary writes them (a stress digit follows each in a transcription). */
export const arpabetVowels: ReadonlySet<string> = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);

const ipaByPhone: Readonly<Record<string, string>> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'e',
  ER: 'ɜr',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Every ARPAbet phone (15 vowels, 24 consonants), in alphabetical order, without stress digits. */
export const arpabetPhones: readonly string[] = Object.keys(ipaByPhone).sort();

/** The phone without its stress digit: "AH0" -> "AH". */
export function stripStress(phone: string): string {
  return phone.replace(/[0-2]$/, '');
}

/** True for a vowel phone, with or without its stress digit. */
export function isVowel(phone: string): boolean {
  return arpabetVowels.has(stripStress(phone));
}

/** The stress digit of a vowel phone (0, 1 or 2), or null for a consonant. */
export function stressOf(phone: string): number | null {
  const digit = /([0-2])$/.exec(phone)?.[1];
  return digit === undefined ? null : Number(digit);
}

/**
 * Broad IPA for one ARPAbet phone (General American, as the CMU dictionary describes it);
 * unstressed AH and ER are shown as schwa.
 */
export function toIpa(phone: string): string {
  const base = stripStress(phone);
  if (stressOf(phone) === 0 && base === 'AH') return 'ə';
  if (stressOf(phone) === 0 && base === 'ER') return 'ər';
  return ipaByPhone[base] ?? phone;
}

/** Broad IPA for a phone sequence, between slashes; "silent" for no phones. */
export function describePhones(phones: readonly string[]): string {
  return phones.length === 0 ? 'silent' : `/${phones.map(toIpa).join('')}/`;
}
