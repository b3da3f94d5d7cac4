import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@prepwise/contracts';
import en from '../locales/en.json';

/** The remembered interface language. */
export const languageStorageKey = 'prepwise.lang';

/** Native names, shown in the language switch whatever the current language is. */
export const languageNames: Record<Language, string> = { en: 'English', vi: 'Tiếng Việt', de: 'Deutsch' };

/** True for the languages the interface is written in. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  if (typeof localStorage === 'undefined') return 'en';
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the language still applies to this page.
  }
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  rememberLanguage(language);
}

type Bundle = Record<string, Record<string, string>>;

/**
 * Vietnamese and German are chunks of their own, fetched when chosen. English (the fallback) is
 * built in: the shared texts here, the marketplace, scoring, mock and admin namespaces with the
 * code that uses them (addEnglishTexts).
 */
const bundleLoaders: Record<string, () => Promise<{ bundle: Bundle }>> = {
  vi: () => import('./locale-bundles/vi'),
  de: () => import('./locale-bundles/de'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundleLoaders[language];
    if (!load) return callback(null, {});
    load().then(
      ({ bundle }) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * Starts in English, the language the build prerenders every page in, so the browser's first
 * render matches the page it hydrates; `applyStoredLanguage` then switches to the visitor's.
 */
void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    // A copy: the signed-in texts are merged into this bundle later (addEnglishTexts), never into the module.
    resources: { en: { translation: { ...en } } },
    partialBundledLanguages: true,
    ns: [
      'translation',
      'marketplace',
      'scoring',
      'mock',
      'admin',
      'review',
      'admin-home',
      'progress',
      'admin-shop',
      'support',
      'admin-catalogue',
      'admin-questions',
      'admin-analytics',
      'admin-mocks',
      'classes',
      'teacher',
    ],
    defaultNS: 'translation',
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...languages],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
i18n.on('languageChanged', applyLanguage);

/** The attribute boot.js sets on `<html>` to hide the English page from a visitor who chose another language. */
const languagePendingAttribute = 'data-language-pending';

/**
 * Once the app has hydrated: the visitor's remembered language, its texts loaded (one small
 * chunk), then the page shown (boot.js hid it meanwhile, so nothing flashes in English).
 */
export async function applyStoredLanguage(): Promise<void> {
  const language = readStoredLanguage();
  try {
    if (language !== i18n.language) await i18n.changeLanguage(language);
  } finally {
    document.documentElement.removeAttribute(languagePendingAttribute);
  }
}

/**
 * Registers a feature namespace's English texts; the feature's chunk calls it when it loads, so the
 * first load carries only the shared texts. Vietnamese and German come with their language's chunk.
 */
export function addEnglishTexts(namespace: string, texts: Record<string, string>): void {
  i18n.addResourceBundle('en', namespace, texts, true, true);
}

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

/**
 * Switches the interface language; it is set on `<html lang>` once its texts are in, and
 * remembered at once, so a page opened before they arrive is in the chosen language too.
 */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
