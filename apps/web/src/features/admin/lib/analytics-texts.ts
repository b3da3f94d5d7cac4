import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-analytics/en.json';

// The analytics dashboard's English texts travel with its chunk, never with a learner's first load.
addEnglishTexts('admin-analytics', english);
