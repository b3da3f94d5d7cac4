import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './shop-texts';

/**
 * The shop console's translator, named `sht` so its keys are checked against the `admin-shop`
 * namespace's own files (see shop-locales.test.ts); `t` is the shared one (errors, common words).
 */
export function useShopT() {
  const { t: sht, i18n } = useTranslation('admin-shop');
  const { t } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { sht, t, language };
}
