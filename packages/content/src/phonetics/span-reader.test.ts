import { describe, expect, it } from 'vitest';
import { readSpanPhones } from './span-reader.js';

const read = (word: string, phones: string, start: number, end: number) =>
  readSpanPhones(word, phones.split(' '), start, end);

describe('reading the phones of underlined letters', () => {
  it.each([
    { word: 'knife', phones: 'N AY1 F', start: 0, end: 1, expected: [] },
    { word: 'walked', phones: 'W AO1 K T', start: 4, end: 6, expected: ['T'] },
    { word: 'bread', phones: 'B R EH1 D', start: 2, end: 4, expected: ['EH1'] },
    { word: 'box', phones: 'B AA1 K S', start: 2, end: 3, expected: ['K', 'S'] },
    { word: 'nation', phones: 'N EY1 SH AH0 N', start: 2, end: 4, expected: ['SH'] },
  ])('$word [$start, $end) -> $expected', ({ word, phones, start, end, expected }) => {
    const reading = read(word, phones, start, end);
    expect(reading.kind).toBe('read');
    if (reading.kind === 'read')
      expect(phones.split(' ').slice(reading.start, reading.end)).toEqual(expected);
  });

  it('refuses an underline that cuts a letter group', () => {
    expect(read('black', 'B L AE1 K', 3, 4)).toEqual({
      kind: 'splits-group',
      group: 'ck',
      phones: ['K'],
      letterStart: 3,
      phoneStart: 3,
    });
  });

  it('refuses when equally good alignments disagree', () => {
    expect(read('science', 'S AY1 AH0 N S', 1, 2)).toMatchObject({ kind: 'ambiguous' });
  });

  it('refuses a spelling the table cannot explain', () => {
    expect(read('cat', 'D AO1 G', 1, 2)).toEqual({ kind: 'unaligned' });
  });
});
