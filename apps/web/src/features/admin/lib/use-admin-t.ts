import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './admin-texts';

/**
 * The admin namespace's translator, named `at` so its keys are checked against the namespace's
 * own files (see admin-locales.test.ts), the shared translator `t` (question types, errors) and
 * the current language.
 */
export function useAdminT() {
  const { t: at, i18n } = useTranslation('admin');
  const { t } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { at, t, language };
}
