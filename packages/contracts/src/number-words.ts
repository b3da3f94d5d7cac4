/**
 * English number words, shared by the speech scorer (how a number in a prompt may be read) and
 * the content scripts (how the text-to-speech voice should read years).
 */

/** The words for 0 to 19, by value. */
export const numberWordsUnderTwenty = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;

/** The words for the tens, by their digit (index 2 is "twenty"; 0 and 1 have none). */
export const tensWords = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
] as const;
