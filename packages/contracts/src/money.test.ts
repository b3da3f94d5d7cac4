import { describe, expect, it } from 'vitest';
import { amountsByCurrencySchema, fitsMinorDigits, formatMoney, priceInputSchema } from './money.js';

/** Intl writes a no-break space between the amount and the currency sign. */
const nbsp = /[\u00a0\u202f]/g;

describe('priceInputSchema', () => {
  it('refuses an unknown currency with its own message instead of throwing (was a 500 on PUT /api/admin/packages/{id})', () => {
    const result = priceInputSchema.safeParse({ currency: 'x', amount: 1.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'A currency is a three-letter ISO 4217 code such as VND or USD.',
    );
  });

  it('refuses more decimals than the currency has', () => {
    const result = priceInputSchema.safeParse({ currency: 'VND', amount: 1.5 });
    expect(result.error?.issues[0]?.message).toBe('The amount has more decimals than the currency has.');
    expect(priceInputSchema.safeParse({ currency: 'USD', amount: 1.25 }).success).toBe(true);
  });
});

describe('fitsMinorDigits', () => {
  it('is true for whole minor units and for a currency Intl does not know', () => {
    expect(fitsMinorDigits(1.25, 'USD')).toBe(true);
    expect(fitsMinorDigits(1.255, 'USD')).toBe(false);
    expect(fitsMinorDigits(1.5, 'ZZZ')).toBe(true);
  });
});

describe('amountsByCurrencySchema', () => {
  it('refuses a currency given twice in other cases instead of keeping the last amount', () => {
    const result = amountsByCurrencySchema.safeParse({ usd: 2, USD: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['The currency USD is given twice.']);
    expect(amountsByCurrencySchema.parse({ usd: 2, VND: 50000 })).toEqual({ USD: 2, VND: 50000 });
  });

  it('refuses an unknown currency key without throwing', () => {
    expect(amountsByCurrencySchema.safeParse({ XX: 1.5 }).success).toBe(false);
  });
});

describe('formatMoney', () => {
  it('writes whole dollars without cents, per language', () => {
    expect(formatMoney(119, 'USD', 'en')).toBe('$119');
    expect(formatMoney(119, 'USD', 'vi').replace(nbsp, ' ')).toBe('119 US$');
    expect(formatMoney(119, 'USD', 'de').replace(nbsp, ' ')).toBe('119 $');
  });

  it('keeps two decimals for cents with the language’s separators', () => {
    expect(formatMoney(12.5, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(12.5, 'USD', 'vi').replace(nbsp, ' ')).toBe('12,50 US$');
    expect(formatMoney(1234.5, 'USD', 'de').replace(nbsp, ' ')).toBe('1.234,50 $');
  });

  it('groups thousands', () => {
    expect(formatMoney(1990, 'USD', 'en')).toBe('$1,990');
  });

  it('writes đồng with dots between thousands and no minor digits, in every language', () => {
    expect(formatMoney(119000, 'VND', 'vi').replace(nbsp, ' ')).toBe('119.000 ₫');
    expect(formatMoney(2990000, 'VND', 'de').replace(nbsp, ' ')).toBe('2.990.000 ₫');
    expect(formatMoney(2990000, 'VND', 'en')).toBe('₫2,990,000');
  });
});
