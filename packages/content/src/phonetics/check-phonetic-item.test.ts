import { describe, expect, it } from 'vitest';
import { checkPhoneticItem } from './check-phonetic-item.js';
import { answerThreshold, PhoneticItemError, type PhoneticItem } from './phonetic-item.js';

const pronunciation = (options: string[], underlined: string | string[]): PhoneticItem => ({
  kind: 'pronunciation',
  options,
  underlined: typeof underlined === 'string' ? options.map(() => underlined) : underlined,
});
const stress = (options: string[]): PhoneticItem => ({ kind: 'stress', options });

describe('pronunciation items', () => {
  it.each([
    { options: ['wanted', 'needed', 'played', 'decided'], underlined: 'ed', answer: 2 },
    { options: ['stopped', 'looked', 'washed', 'cleaned'], underlined: 'ed', answer: 3 },
    { options: ['bread', 'head', 'meat', 'ready'], underlined: 'ea', answer: 2 },
    { options: ['chair', 'school', 'chemist', 'character'], underlined: 'ch', answer: 0 },
    { options: ['books', 'dogs', 'cats', 'maps'], underlined: 's', answer: 1 },
    { options: ['boxes', 'watches', 'dishes', 'lakes'], underlined: ['es', 'es', 'es', 's'], answer: 3 },
    { options: ['hour', 'honest', 'house', 'heir'], underlined: 'h', answer: 2 },
    { options: ['knife', 'know', 'kitchen', 'knee'], underlined: 'k', answer: 2 },
    { options: ['think', 'thank', 'mother', 'thin'], underlined: 'th', answer: 2 },
    { options: ['laugh', 'cough', 'enough', 'night'], underlined: 'gh', answer: 3 },
    { options: ['cow', 'now', 'snow', 'town'], underlined: 'ow', answer: 2 },
    { options: ['food', 'moon', 'good', 'pool'], underlined: 'oo', answer: 2 },
    { options: ['cat', 'hat', 'map', 'wash'], underlined: 'a', answer: 3 },
    { options: ['song', 'dog', 'long', 'go'], underlined: 'o', answer: 3 },
  ])('$options / $underlined -> $answer', ({ options, underlined, answer }) => {
    const result = checkPhoneticItem(pronunciation(options, underlined));
    expect(result.answer).toBe(answer);
    expect(result.explanation).toContain(`Answer ${'ABCD'[answer] ?? ''} (${options[answer] ?? ''})`);
  });

  it('explains the sound of every option', () => {
    const { explanation } = checkPhoneticItem(pronunciation(['wanted', 'needed', 'played', 'decided'], 'ed'));
    expect(explanation).toContain('A. wanted: "ed" = /ɪd/ (W AO1 N T IH0 D)');
    expect(explanation).toContain('C. played: "ed" = /d/ (P L EY1 D)');
    expect(explanation).toContain('in the other three it is /ɪd/');
  });

  it.each([
    {
      name: 'no single odd one out (walked /t/, wanted /ɪd/, played and cleaned /d/)',
      item: pronunciation(['walked', 'wanted', 'played', 'cleaned'], 'ed'),
      reason: /do not split into three alike and one different/,
    },
    {
      name: 'an American AA/AO contrast that British English does not make',
      item: pronunciation(['hot', 'dog', 'stop', 'not'], 'o'),
      reason: /too unsure/,
    },
    {
      name: 'a contrast that British English does not make (wash and what are both /ɒ/)',
      item: pronunciation(['park', 'wash', 'car', 'what'], 'a'),
      reason: /too unsure/,
    },
    {
      name: 'a word that can be neither found nor guessed',
      item: pronunciation(['bread', 'head', 'meat', 'zqxwv'], ['ea', 'ea', 'ea', 'q']),
      reason: /"zqxwv" could not be matched/,
    },
    {
      name: 'an underline that cuts a letter group',
      item: pronunciation(['black', 'cat', 'cold', 'city'], 'c'),
      reason: /part of "ck"/,
    },
  ])('refuses $name', ({ item, reason }) => {
    const result = checkPhoneticItem(item);
    expect(result.answer).toBeNull();
    expect(result.explanation).toMatch(reason);
  });

  it('accepts a bracketed position', () => {
    const result = checkPhoneticItem(
      pronunciation(['banana', 'cat', 'hat', 'map'], ['b[a]nana', 'a', 'a', 'a']),
    );
    expect(result.answer).toBe(0);
    expect(result.confidence).toBe(1);
  });

  it.each([
    {
      name: 'a British /juː/ that the dictionary lacks',
      item: pronunciation(['student', 'rule', 'june', 'blue'], ['u', 'u', 'u', 'ue']),
      answer: 0,
      sound: '/ju/',
    },
    {
      name: 'a British bath vowel',
      item: pronunciation(['danced', 'cat', 'hat', 'map'], 'a'),
      answer: 0,
      sound: '/ɑ/',
    },
  ])('answers by British English, less than certain: $name', ({ item, answer, sound }) => {
    const result = checkPhoneticItem(item);
    expect(result.answer).toBe(answer);
    expect(result.confidence).toBeGreaterThan(0.6);
    expect(result.confidence).toBeLessThan(1);
    expect(result.explanation).toContain(`is ${sound}`);
  });

  it('weighs every place of a repeated group: only the stressed "a" of banana gives an answer', () => {
    const result = checkPhoneticItem(pronunciation(['banana', 'cat', 'hat', 'cake'], 'a'));
    expect(result.answer).toBe(3);
    expect(result.confidence).toBeLessThan(1);
  });

  it('prefers the dictionary variant that gives a unique answer ("often" without /t/)', () => {
    const result = checkPhoneticItem(pronunciation(['often', 'listen', 'castle', 'table'], 't'));
    expect(result.answer).toBe(3);
    expect(result.confidence).toBeGreaterThanOrEqual(answerThreshold);
    expect(result.confidence).toBeLessThan(1);
  });

  it.each([
    { options: ['pages', 'changes', 'oranges', 'apples'], underlined: 's', answer: 3, sound: '/z/' },
    { options: ['naked', 'cooked', 'booked', 'hooked'], underlined: 'ed', answer: 0, sound: '/ɪd/' },
    { options: ['texted', 'emailed', 'vlogged', 'livestreamed'], underlined: 'ed', answer: 0, sound: '/ɪd/' },
    { options: ['vlogs', 'podcasts', 'blogs', 'hashtags'], underlined: 's', answer: 1, sound: '/s/' },
  ])('marks the ending class as teachers do: $options', ({ options, underlined, answer, sound }) => {
    const result = checkPhoneticItem(pronunciation(options, underlined));
    expect(result.answer).toBe(answer);
    expect(result.explanation).toContain(`is ${sound}`);
  });

  it('reads the second "c" of "success" as /s/', () => {
    const result = checkPhoneticItem(
      pronunciation(['success', 'cinema', 'city', 'cat'], ['suc[c]ess', 'c', 'c', 'c']),
    );
    expect(result.answer).toBe(3);
  });

  it.each([
    { name: 'letters missing from the word', item: pronunciation(['bread', 'head', 'meat', 'ready'], 'oo') },
    { name: 'three options', item: pronunciation(['bread', 'head', 'meat'], 'ea') },
    { name: 'no underlines', item: { kind: 'pronunciation' as const, options: ['a', 'b', 'c', 'd'] } },
    { name: 'two words in an option', item: pronunciation(['ice cream', 'head', 'meat', 'ready'], 'ea') },
  ])('throws for $name', ({ item }) => {
    expect(() => checkPhoneticItem(item)).toThrow(PhoneticItemError);
  });
});

describe('stress items', () => {
  it.each([
    {
      name: 'a part-of-speech note picks the variant',
      options: ['record (v)', 'produce (v)', 'object (v)', 'answer'],
      answer: 3,
    },
    {
      name: '"-teen" takes the last of two primary stresses',
      options: ['thirteen', 'happy', 'water', 'teacher'],
      answer: 0,
    },
    {
      name: 'the "-ee" rule beats the American stress',
      options: ['volunteer', 'engineer', 'committee', 'employee'],
      answer: 2,
    },
    {
      name: 'words the dictionary lacks, by rule',
      options: ['vlogger', 'selfie', 'hashtag', 'unfriend'],
      answer: 3,
    },
  ])('$name', ({ options, answer }) => {
    const result = checkPhoneticItem(stress(options));
    expect(result.answer).toBe(answer);
    expect(result.confidence).toBeLessThan(1);
  });

  it.each([
    { options: ['about', 'happy', 'water', 'teacher'], answer: 0 },
    { options: ['doctor', 'window', 'begin', 'garden'], answer: 2 },
    { options: ['important', 'banana', 'computer', 'family'], answer: 3 },
    { options: ['understand', 'introduce', 'volunteer', 'hospital'], answer: 3 },
  ])('$options -> $answer', ({ options, answer }) => {
    expect(checkPhoneticItem(stress(options)).answer).toBe(answer);
  });

  it('explains the stress of every option', () => {
    const { explanation } = checkPhoneticItem(stress(['about', 'happy', 'water', 'teacher']));
    expect(explanation).toContain('A. about: stress on syllable 2 of 2 (AH0 B AW1 T).');
    expect(explanation).toContain('Answer A (about): stress on syllable 2; the other three on syllable 1.');
  });

  it.each([
    {
      name: 'a noun whose stress matches the others (record as a noun)',
      options: ['record(n.)', 'happy', 'water', 'teacher'],
      reason: /too unsure/,
    },
    { name: 'no odd one out', options: ['happy', 'water', 'teacher', 'doctor'], reason: /do not split/ },
    {
      name: 'an unknown word without vowels',
      options: ['zqxwv', 'happy', 'water', 'about'],
      reason: /"zqxwv" has no stressed syllable/,
    },
  ])('refuses $name', ({ options, reason }) => {
    const result = checkPhoneticItem(stress(options));
    expect(result.answer).toBeNull();
    expect(result.explanation).toMatch(reason);
  });
});
