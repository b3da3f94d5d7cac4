import { describe, expect, it } from 'vitest';
import { endingClass } from './ending-class.js';
import { lookupPronunciations } from './pronouncing-dictionary.js';

function classOf(word: string, underlined: string): string | null {
  const phones = lookupPronunciations(word)[0] ?? [];
  return endingClass(word, { start: word.length - underlined.length, end: word.length }, phones);
}

describe('ending classes as teachers mark them', () => {
  it.each([
    ['wanted', 'ed', 'ɪd'],
    ['naked', 'ed', 'ɪd'],
    ['stopped', 'ed', 't'],
    ['watched', 'ed', 't'],
    ['played', 'ed', 'd'],
    ['cried', 'ed', 'd'],
    ['pages', 's', 'ɪz'],
    ['pages', 'es', 'ɪz'],
    ['goes', 'es', 'z'],
    ['books', 's', 's'],
    ['dogs', 's', 'z'],
  ])('%s (%s) -> %s', (word, underlined, expected) => {
    expect(classOf(word, underlined)).toBe(expected);
  });

  it.each([
    ['bed', 'ed'],
    ['need', 'ed'],
    ['bus', 's'],
    ['class', 's'],
    ['tennis', 's'],
  ])('%s (%s) is not an ending', (word, underlined) => {
    expect(classOf(word, underlined)).toBeNull();
  });

  it('is no ending when the underline is not final', () => {
    expect(endingClass('pages', { start: 3, end: 4 }, lookupPronunciations('pages')[0] ?? [])).toBeNull();
  });
});
