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

/** Consonant clusters English allows at the start of a syllable (maximal onset), in ARPAbet. */
const onsets: ReadonlySet<string> = new Set([
  ...['P', 'B', 'T', 'D', 'K', 'G', 'CH', 'JH', 'F', 'V', 'TH', 'DH', 'S', 'Z', 'SH', 'ZH', 'HH'],
  ...['M', 'N', 'L', 'R', 'W', 'Y'],
  ...['P R', 'B R', 'T R', 'D R', 'K R', 'G R', 'F R', 'TH R', 'SH R'],
  ...['P L', 'B L', 'K L', 'G L', 'F L', 'S L'],
  ...['T W', 'D W', 'K W', 'G W', 'S W', 'TH W'],
  ...['S P', 'S T', 'S K', 'S M', 'S N', 'S F'],
  ...['P Y', 'B Y', 'K Y', 'G Y', 'F Y', 'V Y', 'M Y', 'HH Y'],
  ...['S P R', 'S T R', 'S K R', 'S P L', 'S K W', 'S P Y', 'S K Y'],
]);

/**
 * A whole CMU transcription in broad IPA between slashes, with the stress marks of IPA (ˈ primary,
 * ˌ secondary) at the start of each stressed syllable, syllables split by maximal onset:
 * "K EH1 R IH0 K T ER0" -> "/ˈkerɪktər/".
 */
export function transcriptionToIpa(phones: readonly string[]): string {
  const vowels = phones.flatMap((phone, index) => (isVowel(phone) ? [index] : []));
  const marks = new Map<number, string>();
  vowels.forEach((vowel, position) => {
    const stress = stressOf(phones[vowel] ?? '');
    if (stress !== 1 && stress !== 2) return;
    const previous = position === 0 ? -1 : (vowels[position - 1] ?? -1);
    let start = vowel;
    if (previous >= 0) {
      for (let candidate = previous + 1; candidate < vowel; candidate += 1) {
        if (onsets.has(phones.slice(candidate, vowel).map(stripStress).join(' '))) {
          start = candidate;
          break;
        }
      }
    } else {
      start = 0;
    }
    marks.set(start, stress === 1 ? 'ˈ' : 'ˌ');
  });
  return `/${phones.map((phone, index) => `${marks.get(index) ?? ''}${toIpa(phone)}`).join('')}/`;
}
