import { z } from 'zod';

/**
 * Money in several currencies (docs/product.md §9): prices, orders and payments each carry an
 * ISO 4217 currency; amounts are stored as whole minor units of it (US cents, đồng: VND has no
 * minor unit in use) and shown in major units. The digits per currency are Intl's, so any
 * currency an admin prices in is handled alike.
 */
export const defaultCurrency = 'USD';

/** The currency a learner sees prices in until they choose one: đồng in Vietnamese. */
export function currencyForLanguage(language: string): string {
  return language === 'vi' ? 'VND' : defaultCurrency;
}

/** The currency an account sees prices in and pays in: the one it chose, else its language's. */
export function accountCurrency(account: { currency: string | null; langKey: string }): string {
  return account.currency ?? currencyForLanguage(account.langKey);
}

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));
const currencyMessage = 'A currency is a three-letter ISO 4217 code such as VND or USD.';

/** An ISO 4217 code Intl knows (upper case: `VND`, `USD`, `EUR`). */
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code) && knownCurrencies.has(code), { message: currencyMessage });

/** How many minor-unit digits a currency's amounts have (USD 2, VND 0). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Whole minor units (cents, đồng) of an amount in major units. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/** Major units (dollars, đồng) of whole minor units, for display fields. */
export function fromMinor(minor: number, currency: string): number {
  const scale = 10 ** minorDigits(currency);
  return Math.round(minor) / scale;
}

/** A package's price in one currency, in major units; `oldAmount` is the struck-through price. */
export const priceSchema = z.object({
  currency: z.string(),
  amount: z.number().nonnegative(),
  oldAmount: z.number().nonnegative().nullable(),
});
export type Price = z.infer<typeof priceSchema>;

/**
 * Whether an amount in major units is a whole number of the currency's minor units ($1.25, not
 * 1.5 ₫). An unknown currency is the currency's own issue (Intl would throw on it), not the amount's.
 */
export function fitsMinorDigits(amount: number, currency: string): boolean {
  if (!knownCurrencies.has(currency)) return true;
  return Math.abs(toMinor(amount, currency) / 10 ** minorDigits(currency) - amount) < 1e-9;
}

const tooManyDecimals = 'The amount has more decimals than the currency has.';

/** An admin's price of a package in one currency (major units; whole minor units only). */
export const priceInputSchema = z
  .strictObject({
    currency: currencySchema,
    amount: z.number().nonnegative().max(1e9),
    oldAmount: z.number().nonnegative().max(1e9).nullable().default(null),
  })
  .refine((price) => fitsMinorDigits(price.amount, price.currency), {
    path: ['amount'],
    message: tooManyDecimals,
  });
export type PriceInput = z.input<typeof priceInputSchema>;

/** A currency given twice in one set of amounts ("usd" and "USD"): refused, never the last one kept. */
function refuseRepeatedCurrencies(raw: unknown, context: z.RefinementCtx): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const seen = new Set<string>();
  for (const key of Object.keys(raw)) {
    const code = key.trim().toUpperCase();
    if (seen.has(code))
      context.addIssue({ code: 'custom', path: [key], message: `The currency ${code} is given twice.` });
    seen.add(code);
  }
  return raw;
}

const amountsRecordSchema = z
  .record(currencySchema, z.number().positive('An amount is above zero.').max(1e9), {
    error: (issue) => (issue.code === 'invalid_key' ? currencyMessage : undefined),
  })
  .superRefine((amounts, context) => {
    if (Object.keys(amounts).length === 0)
      context.addIssue({ code: 'custom', message: 'Give an amount in at least one currency.' });
    for (const [currency, amount] of Object.entries(amounts))
      if (!fitsMinorDigits(amount, currency))
        context.addIssue({ code: 'custom', path: [currency], message: tooManyDecimals });
  });
/**
 * Amounts in major units by currency, each above zero and in whole minor units of its currency:
 * `{ "VND": 50000, "USD": 2 }` (at least one currency; codes upper-cased).
 */
export const amountsByCurrencySchema = z.preprocess(refuseRepeatedCurrencies, amountsRecordSchema);
export type AmountsByCurrency = z.output<typeof amountsByCurrencySchema>;

/** Intl locales for prices: "$119" in English, "119.000 ₫" and "119 US$" in Vietnamese, "119 $" in German. */
const moneyLocales: Record<string, string> = { en: 'en-US', vi: 'vi-VN', de: 'de-DE' };

/**
 * An amount (major units) in the language's notation; whole amounts drop the minor digits
 * ($119, $12.50, 119.000 ₫).
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const digits = minorDigits(currency);
  const isWhole = Number.isInteger(Math.round(amount * 10 ** digits) / 10 ** digits);
  return new Intl.NumberFormat(moneyLocales[language] ?? 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: isWhole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
