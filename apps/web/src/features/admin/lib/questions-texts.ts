import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-questions/en.json';

// The question bank console's English texts travel with its chunk, never with a learner's first load.
addEnglishTexts('admin-questions', english);
