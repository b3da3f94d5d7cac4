import { useTranslation } from 'react-i18next';
import './review-texts';

/**
 * The review namespace's translator, named `rt` so its keys are checked against the namespace's
 * own files (see review-locales.test.ts).
 */
export function useReviewT() {
  const { t } = useTranslation('review');
  return { rt: t };
}
