import { numberWordsUnderTwenty as ONES, tensWords as TENS } from '@prepwise/contracts';

const SCALES: ReadonlyArray<readonly [number, string]> = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];
const ORDINAL_ENDINGS: Readonly<Record<string, string>> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function underHundred(value: number): string[] {
  if (value < 20) return [ONES[value] ?? ''];
  const tens = TENS[Math.floor(value / 10)] ?? '';
  return value % 10 === 0 ? [tens] : [tens, ONES[value % 10] ?? ''];
}

function underThousand(value: number): string[] {
  if (value < 100) return underHundred(value);
  const hundreds = [ONES[Math.floor(value / 100)] ?? '', 'hundred'];
  return value % 100 === 0 ? hundreds : [...hundreds, ...underHundred(value % 100)];
}

/** Cardinal words of a non-negative integer below a trillion: 2015 -> two thousand fifteen. */
export function cardinalWords(value: number): string[] {
  if (value < 1_000) return underThousand(value);
  for (const [scale, name] of SCALES) {
    if (value >= scale) {
      const rest = value % scale;
      const head = [...cardinalWords(Math.floor(value / scale)), name];
      return rest === 0 ? head : [...head, ...cardinalWords(rest)];
    }
  }
  return underThousand(value);
}

/** Ordinal words: 21 -> twenty first. */
export function ordinalWords(value: number): string[] {
  const words = cardinalWords(value);
  const last = words.pop() ?? '';
  const ordinal = ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal];
}

/** How a year is usually read: 1998 -> nineteen ninety eight, 2015 -> twenty fifteen, 1900 -> nineteen hundred. */
function yearWords(value: number): string[] | undefined {
  if (value < 1_100 || value > 2_099 || (value >= 2_000 && value < 2_010)) return undefined;
  const century = Math.floor(value / 100);
  const rest = value % 100;
  if (rest === 0) return [...underHundred(century), 'hundred'];
  return [...underHundred(century), ...(rest < 10 ? ['oh', ONES[rest] ?? ''] : underHundred(rest))];
}

/**
 * Every usual reading of a number token ("12", "2015", "3.5", "1,200", "21st"), as word
 * sequences; undefined when the token is not a number.
 */
export function numberReadings(token: string): string[][] | undefined {
  const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(token);
  if (ordinal?.[1]) return [ordinalWords(Number(ordinal[1]))];
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(token);
  if (!match?.[1]) return undefined;
  const whole = Number(match[1].replace(/,/g, ''));
  if (!Number.isSafeInteger(whole) || whole >= 1e12) return undefined;
  const fraction = match[2] ? ['point', ...[...match[2]].map((digit) => ONES[Number(digit)] ?? '')] : [];
  const readings = [[...cardinalWords(whole), ...fraction]];
  const year = fraction.length === 0 && !match[1].includes(',') ? yearWords(whole) : undefined;
  if (year) readings.unshift(year);
  return readings;
}
