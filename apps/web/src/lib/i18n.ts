import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@prepwise/contracts';
import en from '../locales/en.json';
import vi from '../locales/vi.json';
import de from '../locales/de.json';
import marketplaceEn from '../locales/marketplace/en.json';
import marketplaceVi from '../locales/marketplace/vi.json';
import marketplaceDe from '../locales/marketplace/de.json';
import scoringEn from '../locales/scoring/en.json';
import scoringVi from '../locales/scoring/vi.json';
import scoringDe from '../locales/scoring/de.json';
import mockEn from '../locales/mock/en.json';
import mockVi from '../locales/mock/vi.json';
import mockDe from '../locales/mock/de.json';

/** The remembered interface language. */
export const languageStorageKey = 'prepwise.lang';

/** Native names, shown in the language switch whatever the current language is. */
export const languageNames: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt', de: 'Deutsch' };

/** True for the languages the interface is written in. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the language still applies to this page.
  }
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en, marketplace: marketplaceEn, scoring: scoringEn, mock: mockEn },
    vi: { translation: vi, marketplace: marketplaceVi, scoring: scoringVi, mock: mockVi },
    de: { translation: de, marketplace: marketplaceDe, scoring: scoringDe, mock: mockDe },
  },
  lng: readStoredLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18n.language;
i18n.on('languageChanged', applyLanguage);

/** True when this device remembers a language the learner chose here. */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(languageStorageKey));
  } catch {
    return false;
  }
}

/** The current interface language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Switches the interface language; it is remembered and set on `<html lang>`. */
export async function switchLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };
