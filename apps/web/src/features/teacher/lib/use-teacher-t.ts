import { useTranslation } from 'react-i18next';
import type { Language } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import './teacher-texts';

/**
 * The teacher namespace's translator, named `tt` so its keys are checked against the namespace's
 * own files (see teacher-locales.test.ts), and the current language.
 */
export function useTeacherT() {
  const { t, i18n } = useTranslation('teacher');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { tt: t, language };
}
