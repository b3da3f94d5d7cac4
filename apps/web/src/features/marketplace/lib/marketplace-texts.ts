import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/marketplace/en.json';

// The marketplace namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('marketplace', english);
