import { describe, expect, it } from 'vitest';
import { adminVoucherCreateRequestSchema } from './admin-shop.js';
import { amountsByCurrencySchema } from './money.js';

const terms = { mode: 'single', code: 'FIXED-01', kind: 'DISCOUNT', maxUses: 1 } as const;

function messagesOf(input: unknown): string[] {
  const parsed = adminVoucherCreateRequestSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('amountsByCurrencySchema', () => {
  it('takes amounts above zero in whole minor units, by upper-cased currency', () => {
    expect(amountsByCurrencySchema.parse({ vnd: 50000, USD: 2.5 })).toEqual({ VND: 50000, USD: 2.5 });
  });

  it.each([
    [{}, ': Give an amount in at least one currency.'],
    [{ VND: 1.5 }, 'VND: The amount has more decimals than the currency has.'],
    [{ USD: 2.001 }, 'USD: The amount has more decimals than the currency has.'],
    [{ USD: 0 }, 'USD: An amount is above zero.'],
    [{ XXQ: 3 }, 'XXQ: A currency is a three-letter ISO 4217 code such as VND or USD.'],
  ])('refuses %j', (amounts, message) => {
    const parsed = amountsByCurrencySchema.safeParse(amounts);
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      message,
    ]);
  });
});

describe('adminVoucherCreateRequestSchema', () => {
  it('takes a discount of a fixed amount per currency instead of a percentage', () => {
    expect(
      adminVoucherCreateRequestSchema.parse({ ...terms, discountAmounts: { VND: 50000, usd: 2 } }),
    ).toMatchObject({ kind: 'DISCOUNT', discountPercent: null, discountAmounts: { VND: 50000, USD: 2 } });
    expect(adminVoucherCreateRequestSchema.parse({ ...terms, discountPercent: 10 })).toMatchObject({
      discountPercent: 10,
      discountAmounts: null,
    });
  });

  it('wants exactly one of a percentage and amounts for a discount', () => {
    expect(messagesOf(terms)).toEqual([
      'discountPercent: A discount voucher has a percentage from 1 to 100 or an amount per currency.',
    ]);
    expect(messagesOf({ ...terms, discountPercent: 10, discountAmounts: { USD: 2 } })).toEqual([
      'discountAmounts: A discount voucher has a percentage or amounts per currency, not both.',
    ]);
    expect(messagesOf({ ...terms, discountAmounts: { VND: 500.5 } })).toEqual([
      'discountAmounts.VND: The amount has more decimals than the currency has.',
    ]);
  });

  it('drops a discount from a package voucher', () => {
    const parsed = adminVoucherCreateRequestSchema.parse({
      ...terms,
      kind: 'PACKAGE',
      packageId: 4,
      discountAmounts: { USD: 2 },
    });
    expect(parsed).toMatchObject({ packageId: 4, discountPercent: null, discountAmounts: null });
  });
});
