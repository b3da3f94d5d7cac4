import type { Language } from '@prepwise/contracts';

/** Intl locales for prices: English shows "$119", Vietnamese "119 US$", German "119 $". */
const priceLocales: Record<Language, string> = { en: 'en-US', vi: 'vi-VN', de: 'de-DE' };

/** A dollar amount in the language's notation; whole amounts drop the cents ($119, $12.50). */
export function formatPrice(amount: number, language: Language): string {
  const isWhole = Number.isInteger(Math.round(amount * 100) / 100);
  return new Intl.NumberFormat(priceLocales[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
