import { describe, expect, it } from 'vitest';
import { cardinalWords, numberReadings, ordinalWords } from './number-words.js';
import { splitList, tokeniseReference } from './reference-text.js';

describe('number readings', () => {
  it.each([
    [0, 'zero'],
    [12, 'twelve'],
    [42, 'forty two'],
    [100, 'one hundred'],
    [210_000, 'two hundred ten thousand'],
    [1_000_001, 'one million one'],
  ])('says %i as "%s"', (value, words) => {
    expect(cardinalWords(value).join(' ')).toBe(words);
  });

  it.each([
    [1, 'first'],
    [12, 'twelfth'],
    [20, 'twentieth'],
    [21, 'twenty first'],
  ])('says ordinal %i as "%s"', (value, words) => {
    expect(ordinalWords(value).join(' ')).toBe(words);
  });

  it('offers year readings before cardinal ones', () => {
    expect(numberReadings('2015')?.map((reading) => reading.join(' '))).toEqual([
      'twenty fifteen',
      'two thousand fifteen',
    ]);
    expect(numberReadings('1905')?.[0]?.join(' ')).toBe('nineteen oh five');
    expect(numberReadings('2005')?.map((reading) => reading.join(' '))).toEqual(['two thousand five']);
  });

  it('reads decimals, thousands separators and ordinals, and rejects words', () => {
    expect(numberReadings('3.5')?.[0]?.join(' ')).toBe('three point five');
    expect(numberReadings('1,200')?.map((reading) => reading.join(' '))).toEqual([
      'one thousand two hundred',
    ]);
    expect(numberReadings('3rd')?.[0]?.join(' ')).toBe('third');
    expect(numberReadings('bees')).toBeUndefined();
  });
});

describe('tokeniseReference', () => {
  it('splits words, drops punctuation and splits hyphenated compounds', () => {
    const tokens = tokeniseReference('First-year students, "quickly" — don’t stop!');
    expect(tokens.map((token) => token.text)).toEqual([
      'First',
      'year',
      'students',
      'quickly',
      'don’t',
      'stop',
    ]);
    expect(tokens.map((token) => token.readings[0]?.join(' '))).toEqual([
      'first',
      'year',
      'students',
      'quickly',
      "don't",
      'stop',
    ]);
  });

  it('turns numbers and symbols into words', () => {
    const tokens = tokeniseReference('42% of 2015 & more');
    expect(tokens.map((token) => token.readings.map((reading) => reading.join(' ')))).toEqual([
      ['forty two'],
      ['percent'],
      ['of'],
      ['twenty fifteen', 'two thousand fifteen'],
      ['and'],
      ['more'],
    ]);
  });
});

describe('splitList', () => {
  it('splits keyword lists and accepted answers', () => {
    expect(splitList(' sleep, deep sleep ,, REM sleep ')).toEqual(['sleep', 'deep sleep', 'REM sleep']);
    expect(splitList('thermometer/a thermometer', /\//)).toEqual(['thermometer', 'a thermometer']);
    expect(splitList(null)).toEqual([]);
  });
});
