import { useTranslation } from 'react-i18next';
import './support-texts';

/** The support namespace's translator, `spt` (its keys are checked by support-locales.test.ts). */
export function useSupportT() {
  const { t: spt, i18n } = useTranslation('support');
  return { spt, language: i18n.language };
}
