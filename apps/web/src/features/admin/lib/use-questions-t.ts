import { useTranslation } from 'react-i18next';
import './questions-texts';

/**
 * The question bank console's translator, named `qt` so its keys are checked against the
 * `admin-questions` namespace's own files (see questions-locales.test.ts); `t` is the shared one
 * (question type names, errors).
 */
export function useQuestionsT() {
  const { t: qt } = useTranslation('admin-questions');
  const { t } = useTranslation();
  return { qt, t };
}
