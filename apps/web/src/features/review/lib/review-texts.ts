import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/review/en.json';

// The review namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('review', english);
