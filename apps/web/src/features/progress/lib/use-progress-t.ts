import { useTranslation } from 'react-i18next';
import './progress-texts';

/**
 * The progress namespace's translator, named `pt` so its keys are checked against the
 * namespace's own files (see progress-locales.test.ts).
 */
export function useProgressT() {
  const { t } = useTranslation('progress');
  return { pt: t };
}
