import type { Language } from '@prepwise/contracts';

/** Intl locales per interface language (en uses day-first dates, like the seed's DD/MM/YYYY). */
const intlLocales: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', de: 'de-DE' };

/**
 * Intl formatters are costly to build (the first of a kind loads its locale data): each is built
 * once per language and kept. A list of dates formats its rows with one.
 */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const countFormats = new Map<Language, Intl.NumberFormat>();

function kept<T>(cache: Map<Language, T>, language: Language, build: () => T): T {
  let format = cache.get(language);
  if (!format) {
    format = build();
    cache.set(language, format);
  }
  return format;
}

/** A date as the seed's DD/MM/YYYY in the language's own notation (e.g. 31.12.2025 in German). */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = kept(
    dateFormats,
    language,
    () =>
      new Intl.DateTimeFormat(intlLocales[language], { day: '2-digit', month: '2-digit', year: 'numeric' }),
  );
  return format.format(date);
}

/**
 * An integer with the language's digit grouping. Below a thousand there is none to add, and the
 * number is written as it is: the header's credits, on every page, build no formatter.
 */
export function formatCount(value: number, language: Language): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return kept(countFormats, language, () => new Intl.NumberFormat(intlLocales[language])).format(value);
}
