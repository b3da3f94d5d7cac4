import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-catalogue/en.json';

// The catalogue console's English texts travel with its chunk, never with a learner's first load.
addEnglishTexts('admin-catalogue', english);
