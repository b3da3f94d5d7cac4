/**
 * A small rule-based letter-to-sound converter for words missing from the CMU dictionary (rare
 * names, British spellings it lacks, coinages). It is an approximation: words pronounced with it
 * are aligned and counted for content, but never judged for pronunciation.
 */

type Rule = readonly [pattern: RegExp, phones: string];

const VOWEL = '[aeiouy]';
const CONSONANT = '[bcdfghjklmnpqrstvwxz]';

/** Tried in order at each position; patterns are anchored at the current letter. */
const RULES: readonly Rule[] = [
  [/^tch/, 'CH'],
  [/^tion/, 'SH AH N'],
  [/^sion/, 'ZH AH N'],
  [/^ture/, 'CH ER'],
  [/^ough/, 'AO'],
  [/^augh/, 'AO'],
  [/^eigh/, 'EY'],
  [/^igh/, 'AY'],
  [/^sch/, 'S K'],
  [/^ch/, 'CH'],
  [/^sh/, 'SH'],
  [/^th/, 'TH'],
  [/^ph/, 'F'],
  [/^wh/, 'W'],
  [/^ck/, 'K'],
  [/^ng/, 'NG'],
  [/^qu/, 'K W'],
  [/^gh/, 'G'],
  [/^ee/, 'IY'],
  [/^ea/, 'IY'],
  [/^oo/, 'UW'],
  [/^ou/, 'AW'],
  [/^ow/, 'OW'],
  [/^o[iy]/, 'OY'],
  [/^a[iy]/, 'EY'],
  [/^a[uw]/, 'AO'],
  [/^ew/, 'UW'],
  [/^ie/, 'IY'],
  [/^ei/, 'IY'],
  [/^oa/, 'OW'],
  [/^ue/, 'UW'],
  [/^ar/, 'AA R'],
  [/^or/, 'AO R'],
  [/^[eiu]r(?![aeiou])/, 'ER'],
  [new RegExp(`^a(?=${CONSONANT}e$)`), 'EY'],
  [new RegExp(`^i(?=${CONSONANT}e$)`), 'AY'],
  [new RegExp(`^o(?=${CONSONANT}e$)`), 'OW'],
  [new RegExp(`^u(?=${CONSONANT}e$)`), 'UW'],
  [/^a(?=tion)/, 'EY'],
  [/^le$/, 'AH L'],
  [/^es$/, 'Z'],
  [/^e$/, ''],
  [/^y$/, 'IY'],
  [new RegExp(`^y(?=${VOWEL})`), 'Y'],
  [/^x/, 'K S'],
  [/^c(?=[eiy])/, 'S'],
  [/^ge$/, 'JH'],
  [/^a/, 'AE'],
  [/^e/, 'EH'],
  [/^[iy]/, 'IH'],
  [/^o/, 'AA'],
  [/^u/, 'AH'],
  [/^[ck]/, 'K'],
  [/^j/, 'JH'],
  [/^h/, 'HH'],
  [/^[bdfglmnprstvwz]/, ''],
];

const SINGLE: Readonly<Record<string, string>> = {
  b: 'B',
  d: 'D',
  f: 'F',
  g: 'G',
  l: 'L',
  m: 'M',
  n: 'N',
  p: 'P',
  r: 'R',
  s: 'S',
  t: 'T',
  v: 'V',
  w: 'W',
  z: 'Z',
};

/** ARPAbet phones (no stress) guessed from spelling; empty when the word has no letters a-z. */
export function guessPronunciation(word: string): string[] {
  const letters = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  const phones: string[] = [];
  let position = 0;
  while (position < letters.length) {
    const rest = letters.slice(position);
    const rule = RULES.find(([pattern]) => pattern.test(rest));
    const matched = rule ? (rule[0].exec(rest)?.[0] ?? rest.charAt(0)) : rest.charAt(0);
    const letter = rest.charAt(0);
    const output = rule?.[1] || SINGLE[letter] || '';
    if (output) phones.push(...output.split(' '));
    position += Math.max(1, matched.length);
    // A doubled consonant is one sound: "waggle" -> W AE G AH L.
    if (matched.length === 1 && letters.charAt(position) === letter && !/[aeiou]/.test(letter)) position += 1;
  }
  return phones;
}
