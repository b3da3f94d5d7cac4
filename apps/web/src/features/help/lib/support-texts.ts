import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/support/en.json';

// The support namespace's English texts travel with the chat's chunk, never with the first load.
addEnglishTexts('support', english);
