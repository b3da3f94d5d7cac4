import translation from '../../locales/de.json';
import marketplace from '../../locales/marketplace/de.json';
import scoring from '../../locales/scoring/de.json';
import mock from '../../locales/mock/de.json';
import admin from '../../locales/admin/de.json';
import review from '../../locales/review/de.json';
import adminHome from '../../locales/admin-home/de.json';
import progress from '../../locales/progress/de.json';
import adminShop from '../../locales/admin-shop/de.json';
import support from '../../locales/support/de.json';
import adminCatalogue from '../../locales/admin-catalogue/de.json';
import adminQuestions from '../../locales/admin-questions/de.json';
import adminAnalytics from '../../locales/admin-analytics/de.json';
import adminMocks from '../../locales/admin-mocks/de.json';
import classes from '../../locales/classes/de.json';
import teacher from '../../locales/teacher/de.json';

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
