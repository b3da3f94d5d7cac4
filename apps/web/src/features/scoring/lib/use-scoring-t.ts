import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './scoring-texts';

/**
 * The scoring namespace's translator, named `st` so its keys are checked against the namespace's
 * own files (see scoring-locales.test.ts), and the current language.
 */
export function useScoringT() {
  const { t, i18n } = useTranslation('scoring');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { st: t, language };
}

const numberLocales: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', de: 'de-DE' };

/** A score or a length in seconds with at most `digits` decimals, in the language's notation. */
export function formatDecimal(value: number, language: Language, digits = 1): string {
  return new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: digits }).format(value);
}
