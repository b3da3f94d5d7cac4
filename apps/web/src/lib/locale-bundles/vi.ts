import translation from '../../locales/vi.json';
import marketplace from '../../locales/marketplace/vi.json';
import scoring from '../../locales/scoring/vi.json';
import mock from '../../locales/mock/vi.json';
import admin from '../../locales/admin/vi.json';
import review from '../../locales/review/vi.json';
import support from '../../locales/support/vi.json';

/** Every namespace of one language, in its own chunk: loaded only when the language is chosen. */
export const bundle: Record<string, Record<string, string>> = {
  translation,
  marketplace,
  scoring,
  mock,
  admin,
  review,
  support,
};
