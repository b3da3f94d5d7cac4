import { useTranslation } from 'react-i18next';
import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-home/en.json';

addEnglishTexts('admin-home', english);

/** The `admin-home` namespace's translator (`ht`), for the learner's side of home messages. */
export function useHomeMessagesT() {
  const { t: ht, i18n } = useTranslation('admin-home');
  return { ht, language: i18n.language };
}
