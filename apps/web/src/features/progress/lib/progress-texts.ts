import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/progress/en.json';

// The progress namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('progress', english);
