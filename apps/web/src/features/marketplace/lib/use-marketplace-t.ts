import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './marketplace-texts';

/**
 * The marketplace namespace's translator, named `mt` so its keys are checked against the
 * namespace's own files (see marketplace-locales.test.ts), and the current language.
 */
export function useMarketplaceT() {
  const { t, i18n } = useTranslation('marketplace');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { mt: t, language };
}
