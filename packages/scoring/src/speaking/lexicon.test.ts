import { describe, expect, it } from 'vitest';
import { guessPronunciation } from './letter-to-sound.js';
import { resolveWord } from './lexicon.js';
import type { Recognizer } from './recognizer.js';

/** A recogniser with a tiny dictionary: enough to test how unknown words are pronounced. */
function fakeRecognizer(entries: Record<string, string>): Recognizer & { added: Map<string, string[]> } {
  const added = new Map<string, string[]>();
  return {
    added,
    phones: [],
    phoneWord: (phone) => phone,
    pronunciations: (word) => {
      const phones = added.get(word) ?? entries[word]?.split(' ');
      return phones ? [phones] : [];
    },
    stressOf: () => undefined,
    addWord: (word, phones) => void added.set(word, [...phones]),
    decode: () => undefined,
  };
}

const dictionary = {
  organization: 'AO R G AH N AH Z EY SH AH N',
  color: 'K AH L ER',
  forage: 'F AO R IH JH',
  honey: 'HH AH N IY',
  bee: 'B IY',
  walk: 'W AO K',
  bus: 'B AH S',
};

describe('resolveWord', () => {
  it('uses the dictionary when it knows the word', () => {
    expect(resolveWord(fakeRecognizer(dictionary), 'color')).toEqual({
      word: 'color',
      pronunciations: [['K', 'AH', 'L', 'ER']],
      approximate: false,
    });
  });

  it('finds British spellings under their American form', () => {
    const recognizer = fakeRecognizer(dictionary);
    expect(resolveWord(recognizer, 'organisation').pronunciations[0]?.join(' ')).toBe(
      'AO R G AH N AH Z EY SH AH N',
    );
    expect(resolveWord(recognizer, 'colour').approximate).toBe(false);
    expect(recognizer.added.has('colour')).toBe(true);
  });

  it('adds regular suffixes to a dictionary stem', () => {
    const recognizer = fakeRecognizer(dictionary);
    expect(resolveWord(recognizer, 'forager').pronunciations[0]?.join(' ')).toBe('F AO R IH JH ER');
    expect(resolveWord(recognizer, 'walked').pronunciations[0]?.join(' ')).toBe('W AO K T');
    expect(resolveWord(recognizer, 'buses').pronunciations[0]?.join(' ')).toBe('B AH S IH Z');
  });

  it('joins two dictionary words', () => {
    expect(resolveWord(fakeRecognizer(dictionary), 'honeybee').pronunciations[0]?.join(' ')).toBe(
      'HH AH N IY B IY',
    );
  });

  it('falls back to letter-to-sound rules and flags the result as approximate', () => {
    const resolved = resolveWord(fakeRecognizer(dictionary), 'waggle');
    expect(resolved.approximate).toBe(true);
    expect(resolved.pronunciations[0]?.join(' ')).toBe('W AE G AH L');
  });
});

describe('guessPronunciation', () => {
  it.each([
    ['waggle', 'W AE G AH L'],
    ['station', 'S T EY SH AH N'],
    ['make', 'M EY K'],
    ['ship', 'SH IH P'],
    ['quick', 'K W IH K'],
  ])('pronounces %s as %s', (word, phones) => {
    expect(guessPronunciation(word).join(' ')).toBe(phones);
  });
});
