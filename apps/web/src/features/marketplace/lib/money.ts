import {
  accountCurrency,
  currencyForLanguage,
  defaultCurrency,
  type Language,
  type Package,
  type Price,
} from '@prepwise/contracts';
import { useSession } from '../../../lib/session/use-session';
import { useMarketplaceT } from './use-marketplace-t';

/**
 * The currency the learner sees prices in and pays in: the one their account has (chosen, else
 * their language's), or, signed out, the interface language's (đồng in Vietnamese).
 */
export function useBuyerCurrency(): string {
  const { session } = useSession();
  const { language } = useMarketplaceT();
  const user = session?.user;
  if (!user) return currencyForLanguage(language);
  return user.currency ?? accountCurrency({ currency: null, langKey: user.langKey });
}

/** A package's price in a currency, or null when it is not sold in it. */
export function priceOf(pack: Package, currency: string): Price | null {
  const prices = pack.prices ?? [{ currency: defaultCurrency, amount: pack.cost, oldAmount: pack.oldCost }];
  return prices.find((price) => price.currency === currency) ?? null;
}

/** The currencies any of these packages is sold in, US dollars first. */
export function currenciesOf(packs: readonly Package[]): string[] {
  const codes = new Set<string>([defaultCurrency]);
  for (const pack of packs) for (const price of pack.prices ?? []) codes.add(price.currency);
  return [...codes];
}

/** A currency's name in the language ("Vietnamese dong", "Đồng Việt Nam"), else its code. */
export function currencyName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
