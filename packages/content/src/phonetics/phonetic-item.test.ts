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

describe('placing the underline', () => {
  const options = ['banana', 'about', 'ago', 'cat'];

  it('turns an offset into brackets', () => {
    const item = parsePhoneticItem({
      kind: 'pronunciation',
      options,
      underlined: ['a', 'a', 'a', 'a'],
      underlinedAt: [3, null, null, 1],
    });
    expect(item.underlined).toEqual(['ban[a]na', 'a', 'a', 'c[a]t']);
  });

  it('reads <u> markup in the options when no underlines are given', () => {
    const item = parsePhoneticItem({
      kind: 'pronunciation',
      options: ['b<u>a</u>nana', '<u>a</u>bout', '<u>a</u>go', 'c<u>a</u>t'],
    });
    expect(item).toEqual({
      kind: 'pronunciation',
      options,
      underlined: ['b[a]nana', '[a]bout', '[a]go', 'c[a]t'],
    });
  });

  it('prefers markup in the options to a bare repeated group', () => {
    const item = parsePhoneticItem({
      kind: 'pronunciation',
      options: ['ban<u>a</u>na', 'about', 'ago', 'cat'],
      underlined: ['a', 'a', 'a', 'a'],
    });
    expect(item.underlined?.[0]).toBe('ban[a]na');
  });

  it.each([
    ['an offset off the letters', [2, null, null, null]],
    ['a negative offset', [-1, null, null, null]],
    ['three offsets', [1, null, null]],
  ])('refuses %s', (_name, underlinedAt) => {
    expect(() =>
      parsePhoneticItem({ kind: 'pronunciation', options, underlined: ['a', 'a', 'a', 'a'], underlinedAt }),
    ).toThrow(PhoneticItemError);
  });
});
