import type { IntroPage } from '@prepwise/contracts';
import { useMockT } from './use-mock-t';

type IntroFields = Pick<
  IntroPage,
  'id' | 'title' | 'overview' | 'description' | 'totalQuestions' | 'minutes'
>;

/**
 * An intro page's title, overview and description in the learner's language: the mock
 * namespace's `introPage.<id>.*` texts for the pages the platform ships (with their question and
 * minute counts) while the server's text is still the shipped English one; a text an admin has
 * edited in the console (or any other page's) is shown as the server sends it.
 */
export function useIntroTexts(page: IntroFields | undefined) {
  const { mk, i18n } = useMockT();
  if (!page) return undefined;
  const values = { questions: page.totalQuestions, minutes: page.minutes };
  const pick = (field: 'title' | 'overview' | 'description') => {
    const key = `introPage.${page.id}.${field}`;
    const isShipped = i18n.exists(key, { ns: 'mock' }) && mk(key, { ...values, lng: 'en' }) === page[field];
    return isShipped ? mk(key, values) : page[field];
  };
  return { title: pick('title'), overview: pick('overview'), description: pick('description') };
}
