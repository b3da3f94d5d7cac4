import { isVowel, stressOf, stripStress, toIpa } from '@prepwise/contracts';

// The phone table and the per-phone functions live in the contracts (the web shows IPA too).
export { arpabetVowels, describePhones, isVowel, stressOf, stripStress, toIpa } from '@prepwise/contracts';

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
