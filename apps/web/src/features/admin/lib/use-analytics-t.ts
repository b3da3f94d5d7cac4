import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './analytics-texts';

/**
 * The analytics dashboard's translator, named `ant` so its keys are checked against the
 * `admin-analytics` namespace's own files (see analytics-locales.test.ts); `t` is the shared one
 * (task type names, errors).
 */
export function useAnalyticsT() {
  const { t: ant, i18n } = useTranslation('admin-analytics');
  const { t } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { ant, t, language };
}
