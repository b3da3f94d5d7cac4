import { defaultCurrency, fromMinor, type Price } from '@prepwise/contracts';
import type { PackageRow } from './marketplace.repository.js';

/** The price fields of a package row: `cost_cents` in US dollars, the others by currency. */
export type PricedPackage = Pick<PackageRow, 'costCents' | 'oldCostCents' | 'otherPrices'>;

export interface MinorPrice {
  amountMinor: number;
  oldAmountMinor: number | null;
}

/** A package's price in `currency` (whole minor units), or null when it is not sold in it. */
export function priceIn(pack: PricedPackage, currency: string): MinorPrice | null {
  if (currency === defaultCurrency) return { amountMinor: pack.costCents, oldAmountMinor: pack.oldCostCents };
  return pack.otherPrices[currency] ?? null;
}

/** Every price of a package in major units, US dollars first, then by currency code. */
export function pricesOf(pack: PricedPackage): Price[] {
  const codes = [defaultCurrency, ...Object.keys(pack.otherPrices).sort()];
  return codes.flatMap((currency) => {
    const price = priceIn(pack, currency);
    if (!price) return [];
    return [
      {
        currency,
        amount: fromMinor(price.amountMinor, currency),
        oldAmount: price.oldAmountMinor === null ? null : fromMinor(price.oldAmountMinor, currency),
      },
    ];
  });
}
