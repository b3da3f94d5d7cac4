import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin/en.json';

// The admin namespace's English texts travel with the admin console's chunks, never with a
// learner's first load.
addEnglishTexts('admin', english);
