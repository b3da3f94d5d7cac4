import { describe } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/classes/en.json';
import vi from '../../../locales/classes/vi.json';
import de from '../../../locales/classes/de.json';

describe('classes locales', () => {
  itChecksNamespaceLocales({
    english: en,
    translations: { vi, de },
    translator: 'clt',
    minimumUsed: 30,
    isCopyChecked: true,
  });
});
