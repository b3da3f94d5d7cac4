import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './classes-texts';

/**
 * The classes namespace's translator, named `clt` so its keys are checked against the namespace's
 * own files (see classes-locales.test.ts), and the current language.
 */
export function useClassesT() {
  const { t, i18n } = useTranslation('classes');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { clt: t, language };
}
