import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './catalogue-texts';

/**
 * The catalogue console's translator, named `ct` so its keys are checked against the
 * `admin-catalogue` namespace's own files (see catalogue-locales.test.ts); `t` is the shared one.
 */
export function useCatalogueT() {
  const { t: ct, i18n } = useTranslation('admin-catalogue');
  const { t } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { ct, t, language };
}
