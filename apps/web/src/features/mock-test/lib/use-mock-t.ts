import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './mock-texts';

/**
 * The mock namespace's translator, named `mk` so its keys are checked against the namespace's
 * own files (see mock-locales.test.ts), and the current language.
 */
export function useMockT() {
  const { t, i18n } = useTranslation('mock');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { mk: t, language, i18n };
}
