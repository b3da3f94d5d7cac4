import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-mocks/en.json';

// The mock-test console's English texts travel with its chunk, never with a learner's first load.
addEnglishTexts('admin-mocks', english);
