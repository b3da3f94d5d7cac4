import { describe } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/teacher/en.json';
import vi from '../../../locales/teacher/vi.json';
import de from '../../../locales/teacher/de.json';

describe('teacher locales', () => {
  itChecksNamespaceLocales({
    english: en,
    translations: { vi, de },
    translator: 'tt',
    minimumUsed: 80,
    isCopyChecked: true,
  });
});
