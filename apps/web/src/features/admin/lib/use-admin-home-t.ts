import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './admin-home-texts';

/**
 * The `admin-home` namespace's translator, named `ht` so its keys are checked against the
 * namespace's own files (see admin-home-locales.test.ts), and the current language.
 */
export function useAdminHomeT() {
  const { t: ht, i18n } = useTranslation('admin-home');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { ht, language };
}
