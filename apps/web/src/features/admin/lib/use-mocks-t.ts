import { useTranslation } from 'react-i18next';
import './mocks-texts';

/**
 * The mock-test console's translator, named `mct` so its keys are checked against the
 * `admin-mocks` namespace's own files (see mocks-locales.test.ts); `t` is the shared one.
 */
export function useMocksT() {
  const { t: mct } = useTranslation('admin-mocks');
  const { t } = useTranslation();
  return { mct, t };
}
