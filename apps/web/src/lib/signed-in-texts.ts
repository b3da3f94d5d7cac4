import english from '../locales/signed-in/en.json';
import { addEnglishTexts } from './i18n';

// The English texts only signed-in pages use (navigation and header, players, instructions,
// practice, question types, home, history, profile, bookmarks, paging) travel with the signed-in
// layout and the prerendered shells, not with the first load: the sign-in page's entry stays
// small. Same keys, same namespace.
addEnglishTexts('translation', english);
