import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/scoring/en.json';

// The scoring namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('scoring', english);
