import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/classes/en.json';

// The classes namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('classes', english);
