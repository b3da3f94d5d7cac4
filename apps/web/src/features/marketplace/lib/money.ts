import { defaultCurrency, formatMoney, type Language } from '@prepwise/contracts';

/**
 * An amount in the language's notation, in its currency (US dollars unless told): "$119",
 * "119 US$", "119.000 ₫"; whole amounts drop the minor digits.
 */
export function formatPrice(amount: number, language: Language, currency: string = defaultCurrency): string {
  return formatMoney(amount, currency, language);
}
