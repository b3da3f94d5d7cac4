import { describe, expect, it } from 'vitest';
import type { Package } from '@prepwise/contracts';
import { currenciesOf, priceOf } from './money';

describe('prices in đồng', () => {
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
