import { numberWordsUnderTwenty as units, tensWords as tens } from '@prepwise/contracts';

/** 0-99 in words ("forty-two"). */
export function numberWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) throw new RangeError(`not 0-99: ${value}`);
  if (value < 20) return units[value] ?? '';
  const ten = tens[Math.floor(value / 10)] ?? '';
  return value % 10 === 0 ? ten : `${ten}-${units[value % 10] ?? ''}`;
}

/** A year as people say it: 1884 "eighteen eighty-four", 1905 "nineteen oh five", 2024 "twenty twenty-four". */
export function yearWords(year: number): string {
  const high = Math.floor(year / 100);
  const low = year % 100;
  if (high === 20 && low < 10) return low === 0 ? 'two thousand' : `two thousand and ${numberWords(low)}`;
  if (low === 0) return `${numberWords(high)} hundred`;
  if (low < 10) return `${numberWords(high)} oh ${numberWords(low)}`;
  return `${numberWords(high)} ${numberWords(low)}`;
}

/** A decade as people say it: 1840s "eighteen forties", 1900s "nineteen hundreds". */
export function decadeWords(year: number): string {
  const high = Math.floor(year / 100);
  const low = year % 100;
  if (low === 0) return high === 20 ? 'two thousands' : `${numberWords(high)} hundreds`;
  const last = numberWords(low);
  return `${numberWords(high)} ${last.endsWith('y') ? `${last.slice(0, -1)}ies` : `${last}s`}`;
}

/**
 * Rewrites a transcript so that espeak-ng reads it naturally: four-digit years and decades
 * (1100-2099) as spoken English, dashes as pauses, degree signs as words.
 */
export function speakable(text: string): string {
  return text
    .replace(/\b(1[1-9]\d\d|20\d\d)s\b/g, (_match, year: string) => decadeWords(Number(year)))
    .replace(/\b(1[1-9]\d\d|20\d\d)\b/g, (_match, year: string) => yearWords(Number(year)))
    .replace(/\s*[\u2013\u2014]\s*/g, ', ')
    .replace(/°C\b/g, ' degrees Celsius')
    .replace(/\s+/g, ' ')
    .trim();
}
