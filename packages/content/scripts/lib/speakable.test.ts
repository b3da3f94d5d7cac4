import { describe, expect, it } from 'vitest';
import { decadeWords, numberWords, speakable, yearWords } from './speakable.js';

describe('speakable', () => {
  it('says numbers, years and decades as words', () => {
    expect(numberWords(7)).toBe('seven');
    expect(numberWords(42)).toBe('forty-two');
    expect(yearWords(1884)).toBe('eighteen eighty-four');
    expect(yearWords(1905)).toBe('nineteen oh five');
    expect(yearWords(1900)).toBe('nineteen hundred');
    expect(yearWords(2008)).toBe('two thousand and eight');
    expect(yearWords(2024)).toBe('twenty twenty-four');
    expect(decadeWords(1840)).toBe('eighteen forties');
    expect(decadeWords(1960)).toBe('nineteen sixties');
    expect(decadeWords(1900)).toBe('nineteen hundreds');
  });

  it('rewrites a transcript and leaves other numbers alone', () => {
    expect(speakable('In 1884 \u2014 and in the 1840s \u2014 it was 22 °C.')).toBe(
      'In eighteen eighty-four, and in the eighteen forties, it was 22 degrees Celsius.',
    );
    expect(speakable('A budget of 12345 and 150 words.')).toBe('A budget of 12345 and 150 words.');
  });

  it('rejects numbers it cannot say', () => {
    expect(() => numberWords(100)).toThrow(RangeError);
  });
});
