import { describe } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/progress/en.json';
import vi from '../../../locales/progress/vi.json';
import de from '../../../locales/progress/de.json';

describe('progress locales', () => {
  itChecksNamespaceLocales({
    english: en,
    translations: { vi, de },
    translator: 'pt',
    minimumUsed: 30,
    isCopyChecked: true,
  });
});
