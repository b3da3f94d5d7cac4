import { describe, expect, it } from 'vitest';
import { phoneticItemKey } from '@prepwise/contracts';
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

  it('never proposes an item the bank holds: "pick for me" draws others, typed words are refused as inBank', () => {
    const keyOf = ({ question }: { question: Record<string, unknown> }) =>
      phoneticItemKey([question.answerA, question.answerB, question.answerC, question.answerD] as string[]);
    const first = generatePhoneticPreviews({ type: 'PHONETIC_PRONUNCIATION', count: 3, seed: 7 });
    expect(first.items).toHaveLength(3);
    const existing = first.items.map(keyOf);
    const again = generatePhoneticPreviews({ type: 'PHONETIC_PRONUNCIATION', count: 3, seed: 7, existing });
    expect(again.items).toHaveLength(3);
    expect(again.items.map(keyOf).filter((key) => existing.includes(key))).toEqual([]);

    const words = ['happy', 'table', 'about', 'water'];
    const typed = generatePhoneticPreviews({ type: 'PHONETIC_STRESS', words, count: 1, seed: 2 });
    expect(typed.items).toHaveLength(1);
    const held = generatePhoneticPreviews({
      type: 'PHONETIC_STRESS',
      words,
      count: 1,
      seed: 2,
      existing: typed.items.map(keyOf),
    });
    expect(held.items).toEqual([]);
    expect(held.refused).toEqual(words.map((word) => ({ word, reason: 'inBank' })));
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
