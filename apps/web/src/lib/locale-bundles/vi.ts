import translation from '../../locales/vi.json';
import marketplace from '../../locales/marketplace/vi.json';
import scoring from '../../locales/scoring/vi.json';
import mock from '../../locales/mock/vi.json';
import admin from '../../locales/admin/vi.json';
import review from '../../locales/review/vi.json';
import adminHome from '../../locales/admin-home/vi.json';
import progress from '../../locales/progress/vi.json';
import adminShop from '../../locales/admin-shop/vi.json';
import support from '../../locales/support/vi.json';
import adminCatalogue from '../../locales/admin-catalogue/vi.json';
import adminQuestions from '../../locales/admin-questions/vi.json';
import adminAnalytics from '../../locales/admin-analytics/vi.json';
import adminMocks from '../../locales/admin-mocks/vi.json';
import classes from '../../locales/classes/vi.json';
import teacher from '../../locales/teacher/vi.json';

/** Every namespace of one language, in its own chunk: loaded only when the language is chosen. */
export const bundle: Record<string, Record<string, string>> = {
  translation,
  marketplace,
  scoring,
  mock,
  admin,
  review,
  'admin-home': adminHome,
  progress,
  'admin-shop': adminShop,
  support,
  'admin-catalogue': adminCatalogue,
  'admin-questions': adminQuestions,
  'admin-analytics': adminAnalytics,
  'admin-mocks': adminMocks,
  classes,
  teacher,
};
