import { describe, expect, it } from 'vitest';
import { PhoneticItemError } from './phonetic-item.js';
import { locateUnderline } from './underline.js';

describe('locating the underlined letters', () => {
  it.each([
    ['bread', 'ea', { start: 2, end: 4 }],
    ['bread', ' EA ', { start: 2, end: 4 }],
    ['needed', 'ed', { start: 4, end: 6 }],
    ['boxes', 'es', { start: 3, end: 5 }],
    ['banana', 'b[a]nana', { start: 1, end: 2 }],
    ['banana', 'bana[na]', { start: 4, end: 6 }],
  ])('%s / %s', (word, underlined, span) => {
    expect(locateUnderline(word, underlined)).toEqual(span);
  });

  it('asks for brackets when a group repeats', () => {
    expect(locateUnderline('banana', 'a')).toMatch(/occurs 3 times.*b\[a\]nana/);
  });

  it.each([
    ['bread', 'oo'],
    ['bread', ''],
    ['bread', 'br[ea]t'],
    ['bread', '[br][ead]'],
  ])('refuses %s / %j', (word, underlined) => {
    expect(() => locateUnderline(word, underlined)).toThrow(PhoneticItemError);
  });
});
