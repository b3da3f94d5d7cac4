import { describe, expect, it } from 'vitest';
import {
  countBlanks,
  countWords,
  indexWords,
  splitBlanks,
  splitCandidates,
  splitUnderline,
  stripUnderline,
  wordCountStatus,
} from './text-markup';

describe('splitUnderline', () => {
  it('splits underline markup into parts', () => {
    expect(splitUnderline("My <u>don't</u> (A) and <u>at all</u>")).toEqual([
      { text: 'My ', underlined: false },
      { text: "don't", underlined: true },
      { text: ' (A) and ', underlined: false },
      { text: 'at all', underlined: true },
    ]);
  });

  it('keeps a plain text whole and treats script as text', () => {
    expect(splitUnderline('<b>x</b>')).toEqual([{ text: '<b>x</b>', underlined: false }]);
    expect(splitUnderline('')).toEqual([]);
  });

  it('strips the markup', () => {
    expect(stripUnderline('a <u>b</u> c')).toBe('a b c');
  });
});

describe('blanks', () => {
  it('numbers the blanks in order', () => {
    expect(splitBlanks('A @Blank@ b @Blank@.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'blank', index: 0 },
      { kind: 'text', text: ' b ' },
      { kind: 'blank', index: 1 },
      { kind: 'text', text: '.' },
    ]);
    expect(countBlanks('@Blank@ x @Blank@@Blank@')).toBe(3);
  });

  it('splits candidates on slashes', () => {
    expect(splitCandidates(' drain / sediment//valleys ')).toEqual(['drain', 'sediment', 'valleys']);
    expect(splitCandidates(null)).toEqual([]);
  });
});

describe('words', () => {
  it('counts words', () => {
    expect(countWords('  one two\nthree  ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });

  it('indexes whitespace-split words from 0', () => {
    expect(indexWords('Most birds  fly south.')).toEqual([
      { index: 0, word: 'Most' },
      { index: 1, word: 'birds' },
      { index: 2, word: 'fly' },
      { index: 3, word: 'south.' },
    ]);
  });

  it('checks word limits', () => {
    const limit = { min: 5, max: 75 };
    expect(wordCountStatus(4, limit)).toBe('below');
    expect(wordCountStatus(5, limit)).toBe('ok');
    expect(wordCountStatus(76, limit)).toBe('above');
  });
});
