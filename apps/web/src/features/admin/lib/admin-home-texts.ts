import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/admin-home/en.json';

// The home-messages namespace's English texts travel with the console's home page.
addEnglishTexts('admin-home', english);
