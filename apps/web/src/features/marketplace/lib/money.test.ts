import { describe, expect, it } from 'vitest';
import type { Package } from '@prepwise/contracts';
import { currenciesOf, formatPrice, priceOf } from './money';

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

describe('prices in đồng', () => {
  it('writes đồng with dots between thousands and no minor digits, in every language', () => {
    expect(formatPrice(119000, 'vi', 'VND').replace(nbsp, ' ')).toBe('119.000 ₫');
    expect(formatPrice(2990000, 'de', 'VND').replace(nbsp, ' ')).toBe('2.990.000 ₫');
    expect(formatPrice(2990000, 'en', 'VND')).toBe('₫2,990,000');
  });

  it('finds a package’s price per currency, none where it is not sold', () => {
    const pack = {
      cost: 25,
      oldCost: null,
      prices: [
        { currency: 'USD', amount: 25, oldAmount: null },
        { currency: 'VND', amount: 649000, oldAmount: null },
      ],
    } as unknown as Package;
    expect(priceOf(pack, 'VND')).toEqual({ currency: 'VND', amount: 649000, oldAmount: null });
    expect(priceOf(pack, 'EUR')).toBeNull();
    expect(currenciesOf([pack])).toEqual(['USD', 'VND']);
  });
});
