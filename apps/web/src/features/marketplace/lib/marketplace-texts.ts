import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/marketplace/en.json';

// The marketplace namespace's English texts travel with the signed-in pages that use them (the
// marketplace's own and the user menu), not with the first load.
addEnglishTexts('marketplace', english);
