import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

const nbsp = /[\u00a0\u202f]/g;

describe('formatPrice', () => {
  it('writes whole dollars without cents, per language', () => {
    expect(formatPrice(119, 'en')).toBe('$119');
    expect(formatPrice(119, 'vi').replace(nbsp, ' ')).toBe('119 US$');
    expect(formatPrice(119, 'de').replace(nbsp, ' ')).toBe('119 $');
  });

  it('keeps two decimals for cents with the language’s separators', () => {
    expect(formatPrice(12.5, 'en')).toBe('$12.50');
    expect(formatPrice(12.5, 'vi').replace(nbsp, ' ')).toBe('12,50 US$');
    expect(formatPrice(1234.5, 'de').replace(nbsp, ' ')).toBe('1.234,50 $');
  });

  it('groups thousands', () => {
    expect(formatPrice(1990, 'en')).toBe('$1,990');
  });
});
