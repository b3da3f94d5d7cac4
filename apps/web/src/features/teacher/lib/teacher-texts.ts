import { addEnglishTexts } from '../../../lib/i18n';
import english from '../../../locales/teacher/en.json';

// The teacher namespace's English texts travel with the feature, not with the first load.
addEnglishTexts('teacher', english);
