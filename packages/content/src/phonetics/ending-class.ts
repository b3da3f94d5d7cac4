import { isVowel, stressOf, stripStress } from './arpabet.js';
import type { LetterSpan } from './underline.js';

/** The ending classes as teachers mark them: /t/, /d/, /ɪd/ for "-ed"; /s/, /z/, /ɪz/ for "-s/-es". */
export type EndingClass = 't' | 'd' | 'ɪd' | 's' | 'z' | 'ɪz';

/** The sound key of each class, in the keys' phone notation (the reduced vowel is "ə"). */
const classKeys: Readonly<Record<EndingClass, string>> = {
  t: 'T',
  d: 'D',
  ɪd: 'ə D',
  s: 'S',
  z: 'Z',
  ɪz: 'ə Z',
};

function isReduced(phone: string | undefined): boolean {
  return (
    phone !== undefined &&
    isVowel(phone) &&
    stressOf(phone) === 0 &&
    ['IH', 'AH', 'EH'].includes(stripStress(phone))
  );
}

/** True when the underline is a final "-ed"/"-d" or "-s"/"-es" that can be an inflectional ending. */
function endingKind(word: string, span: LetterSpan): 'past' | 'plural' | null {
  if (span.end !== word.length) return null;
  const letters = word.slice(span.start);
  if ((letters === 'ed' || letters === 'd') && word.endsWith('ed') && word.length > 3) return 'past';
  const isPluralSpelling = /[^su]s$/.test(word) || /[sxz]es$|[cs]hes$/.test(word);
  if ((letters === 's' || letters === 'es') && isPluralSpelling && !/(is|us|ss)$/.test(word)) return 'plural';
  return null;
}

/**
 * The ending class of an underlined final "-ed" or "-s/-es" in one pronunciation, decided by the
 * sound before the ending as teachers teach it (the pronunciation already carries it: "wanted"
 * ends /ɪd/, "stopped" /t/, "pages" /ɪz/ even when only the "s" is underlined). Null when the
 * underline is not such an ending or the final sound is not one (a stressed "bed", "corps").
 */
export function endingClass(word: string, span: LetterSpan, phones: readonly string[]): EndingClass | null {
  const kind = endingKind(word, span);
  if (kind === null) return null;
  const last = stripStress(phones[phones.length - 1] ?? '');
  const before = phones[phones.length - 2];
  if (kind === 'past') {
    if (last === 'T') return 't';
    if (last !== 'D') return null;
    if (isReduced(before)) return 'ɪd';
    return before !== undefined && isVowel(before) && stressOf(before) !== 0 && word.length <= 4 ? null : 'd';
  }
  if (last === 'S') return 's';
  if (last !== 'Z') return null;
  return isReduced(before) && word.endsWith('es') ? 'ɪz' : 'z';
}

/** The sound key of an ending class (the same under every analysis). */
export function endingKey(ending: EndingClass): string {
  return classKeys[ending];
}

/** The class in IPA for explanations: "/ɪd/". */
export function describeEnding(ending: EndingClass): string {
  return `/${ending}/`;
}
