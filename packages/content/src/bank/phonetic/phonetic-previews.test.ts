import { describe, expect, it } from 'vitest';
import { generatePhoneticPreviews, previewPhoneticItem } from './phonetic-previews.js';

describe('generatePhoneticPreviews', () => {
  it('makes certain stress items from typed words and gives each left-out word its reason', () => {
    const words = ['happy', 'table', 'paper', 'water', 'garden', 'village', 'about', 'again'];
    const { items, refused } = generatePhoneticPreviews({
      type: 'PHONETIC_STRESS',
      words: [...words, 'address', 'cat', 'zzqx', 'ice cream'],
      count: 2,
      seed: 1,
    });
    expect(items).toHaveLength(2);
    expect(
      items.every((item) => item.confidence === 1 && item.options.every((word) => words.includes(word))),
    ).toBe(true);
    expect(refused).toEqual(
      expect.arrayContaining([
        { word: 'address', reason: 'ambiguous' },
        { word: 'cat', reason: 'singleSyllable' },
        { word: 'zzqx', reason: 'unknownWord' },
        { word: 'ice cream', reason: 'notAWord' },
      ]),
    );
  });

  it('refuses every word when no item with one odd word can be made', () => {
    const { items, refused } = generatePhoneticPreviews({
      type: 'PHONETIC_STRESS',
      words: ['happy', 'table', 'paper', 'water'],
      seed: 1,
    });
    expect(items).toEqual([]);
    expect(refused.map((refusal) => refusal.reason)).toEqual([
      'noOddOneOut',
      'noOddOneOut',
      'noOddOneOut',
      'noOddOneOut',
    ]);
  });
});

describe('previewPhoneticItem', () => {
  it('describes a settled item as the bank stores it, with the underline markup', () => {
    const preview = previewPhoneticItem('PHONETIC_PRONUNCIATION', {
      options: ['walked', 'talked', 'looked', 'wanted'],
      underlined: ['ed', 'ed', 'ed', 'ed'],
    });
    expect(preview).toMatchObject({ answer: 3, confidence: 1, stress: null });
    expect(preview?.question).toMatchObject({
      answerD: 'want<u>ed</u>',
      expectAnswer: 'D',
      underlineWord: 'ed',
    });
  });

  it('is null for an item the solver cannot settle for certain, or of the wrong shape', () => {
    const stress = (options: string[]) =>
      previewPhoneticItem('PHONETIC_STRESS', { options, underlined: null });
    expect(stress(['address', 'happy', 'paper', 'water'])).toBeNull();
    expect(stress(['happy', 'table', 'paper', 'water'])).toBeNull();
    expect(
      previewPhoneticItem('PHONETIC_STRESS', {
        options: ['garden', 'happy', 'again', 'water'],
        underlined: ['a', 'a', 'a', 'a'],
      }),
    ).toBeNull();
  });
});
