import { afterEach, describe, expect, it } from 'vitest';
import { i18n, languageStorageKey, switchLanguage } from './i18n';

afterEach(async () => {
  await switchLanguage('en');
});

describe('switchLanguage', () => {
  it('remembers the choice at once, before the language’s texts have arrived', async () => {
    const switching = switchLanguage('vi');
    expect(localStorage.getItem(languageStorageKey)).toBe('vi');
    await switching;
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });
});
