import { describe, expect, it } from 'vitest';
import type { AdminPackage } from '@prepwise/contracts';
import { amountsRequestOf, priceDraftsOf, pricesRequestOf } from './other-prices-fields';

describe('prices in other currencies on the package form', () => {
  it('edits every price but the US dollar one, which is the cost field', () => {
    const pack = {
      prices: [
        { currency: 'USD', amount: 119, oldAmount: null },
        { currency: 'VND', amount: 2990000, oldAmount: 3290000 },
      ],
    } as unknown as AdminPackage;
    expect(priceDraftsOf(pack)).toEqual([{ currency: 'VND', amount: 2990000, oldAmount: 3290000 }]);
  });

  it('sends codes in capitals and drops a row without a currency or a price (not sold in it)', () => {
    expect(
      pricesRequestOf([
        { currency: ' eur', amount: 32.5, oldAmount: '' },
        { currency: 'VND', amount: '', oldAmount: '' },
        { currency: '', amount: 10, oldAmount: '' },
        { currency: 'VND', amount: 749000, oldAmount: 899000 },
      ]),
    ).toEqual([
      { currency: 'EUR', amount: 32.5, oldAmount: null },
      { currency: 'VND', amount: 749000, oldAmount: 899000 },
    ]);
  });
});

describe('amounts per currency of a fixed discount', () => {
  it('sends each currency’s amount by its code in capitals, without the rows left empty', () => {
    expect(
      amountsRequestOf([
        { currency: 'vnd', amount: 50000, oldAmount: '' },
        { currency: 'USD', amount: '', oldAmount: '' },
        { currency: 'EUR', amount: 2.5, oldAmount: '' },
      ]),
    ).toEqual({ VND: 50000, EUR: 2.5 });
  });
});
