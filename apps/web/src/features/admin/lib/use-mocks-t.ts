import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './mocks-texts';

/**
 * The mock-test console's translator, named `mct` so its keys are checked against the
 * `admin-mocks` namespace's own files (see mocks-locales.test.ts); `t` is the shared one, and
 * the current language (for dates).
 */
export function useMocksT() {
  const { t: mct, i18n } = useTranslation('admin-mocks');
  const { t } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { mct, t, language };
}
