import type { IntroPage } from '@prepwise/contracts';
import { isLanguage } from '../../../lib/i18n';
import { useMockT } from './use-mock-t';

type IntroFields = Pick<
  IntroPage,
  'id' | 'title' | 'overview' | 'description' | 'totalQuestions' | 'minutes'
> &
  Partial<Pick<IntroPage, 'translations'>>;

/**
 * An intro page's title, overview and description in the learner's language: the text an admin
 * wrote for that language when there is one; else the mock namespace's `introPage.<id>.*` texts
 * for the pages the platform ships (with their question and minute counts) while the server's
 * text is still the shipped English one; else the text as the server sends it.
 */
export function useIntroTexts(page: IntroFields | undefined) {
  const { mk, i18n } = useMockT();
  if (!page) return undefined;
  const values = { questions: page.totalQuestions, minutes: page.minutes };
  const translated = page.translations?.[isLanguage(i18n.language) ? i18n.language : 'en'];
  const pick = (field: 'title' | 'overview' | 'description') => {
    if (translated?.[field]) return translated[field];
    const key = `introPage.${page.id}.${field}`;
    const isShipped = i18n.exists(key, { ns: 'mock' }) && mk(key, { ...values, lng: 'en' }) === page[field];
    return isShipped ? mk(key, values) : page[field];
  };
  return { title: pick('title'), overview: pick('overview'), description: pick('description') };
}
