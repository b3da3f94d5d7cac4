import type { Language } from '@prepwise/contracts';

/** Intl locales per interface language (en uses day-first dates, like the seed's DD/MM/YYYY). */
const intlLocales: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', de: 'de-DE' };

/** A date as the seed's DD/MM/YYYY in the language's own notation (e.g. 31.12.2025 in German). */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** An integer with the language's digit grouping. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language]).format(value);
}
