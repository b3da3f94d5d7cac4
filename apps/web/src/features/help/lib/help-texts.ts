import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/help/en.json';

// The help widget's English texts (FAQ, chat) travel with the widget's chunk, which loads after
// the page is idle, not with the first load. Same keys, same namespace.
addEnglishTexts('translation', english);
