import { describe, expect, it } from 'vitest';
import { parsePhoneticItem, PhoneticItemError } from './phonetic-item.js';

describe('parsing a phonetic item', () => {
  it('reads a pronunciation item', () => {
    const value = {
      id: 1,
      kind: 'pronunciation',
      options: ['a', 'b', 'c', 'd'],
      underlined: ['a', 'b', 'c', 'd'],
    };
    expect(parsePhoneticItem(value)).toEqual({
      kind: 'pronunciation',
      options: ['a', 'b', 'c', 'd'],
      underlined: ['a', 'b', 'c', 'd'],
    });
  });

  it('reads a stress item', () => {
    expect(parsePhoneticItem({ kind: 'stress', options: ['a', 'b', 'c', 'd'] })).toEqual({
      kind: 'stress',
      options: ['a', 'b', 'c', 'd'],
    });
  });

  it.each([
    ['not an object', 'stress'],
    ['an array', ['stress']],
    ['an unknown kind', { kind: 'rhythm', options: ['a', 'b', 'c', 'd'] }],
    ['three options', { kind: 'stress', options: ['a', 'b', 'c'] }],
    ['an empty option', { kind: 'stress', options: ['a', '', 'c', 'd'] }],
    ['a number option', { kind: 'stress', options: ['a', 2, 'c', 'd'] }],
    ['underlines on a stress item', { kind: 'stress', options: ['a', 'b', 'c', 'd'], underlined: [] }],
    ['missing underlines', { kind: 'pronunciation', options: ['a', 'b', 'c', 'd'] }],
  ])('refuses %s', (_name, value) => {
    expect(() => parsePhoneticItem(value)).toThrow(PhoneticItemError);
  });
});
