import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-shop/en.json';

// The shop console's English texts travel with its chunk, never with a learner's first load.
addEnglishTexts('admin-shop', english);
