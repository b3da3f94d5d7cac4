import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/mock/en.json';

// The mock namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('mock', english);
