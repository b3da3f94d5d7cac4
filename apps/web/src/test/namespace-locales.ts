import { expect, it } from 'vitest';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Keys without their plural suffix, so Vietnamese (only `_other`) matches English (`_one`, `_other`). */
function baseKeys(texts: Record<string, string>): string[] {
  return [...new Set(Object.keys(texts).map((key) => key.replace(pluralSuffix, '')))].sort();
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

export interface NamespaceLocales {
  english: Record<string, string>;
  translations: Record<string, Record<string, string>>;
  /** The namespace's translator function name in the code (`mt`, `st`, `mk`). */
  translator: string;
  /** At least this many static keys are used with the translator (guards the scan itself). */
  minimumUsed: number;
  /** Also require real translations: fewer than 5 texts identical to English (numbers aside). */
  isCopyChecked?: boolean;
}

/**
 * The checks every namespaced locale gets, called inside the namespace's `describe`: the same keys
 * (plural forms per language), the same placeholders, no empty text, and every static key the
 * code uses with the translator present in English.
 */
export function itChecksNamespaceLocales(locales: NamespaceLocales): void {
  const { english, translations, translator } = locales;
  it.each(Object.keys(translations))('%s has the keys of en (plural forms per language)', (language) => {
    const texts = translations[language] ?? {};
    expect(baseKeys(texts)).toEqual(baseKeys(english));
    for (const key of Object.keys(english).filter((name) => name.endsWith('_other'))) {
      expect(texts[key], `${language} ${key}`).toBeTruthy();
    }
    if (locales.isCopyChecked) {
      const copied = Object.entries(texts).filter(
        ([key, text]) =>
          text === english[key] && !/^[\d{}\s/.:-]+$/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')),
      );
      expect(copied.length, JSON.stringify(copied)).toBeLessThan(5);
    }
  });

  it.each(Object.keys(translations))('%s uses the same placeholders and has no empty text', (language) => {
    const texts = translations[language] ?? {};
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).toBeTruthy();
      const englishText = english[key] ?? english[`${key.replace(pluralSuffix, '')}_other`] ?? '';
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(englishText));
    }
  });

  it(`has every static key used with the translator \`${translator}\``, () => {
    const used = new Map<string, string>();
    const call = new RegExp(`\\b${translator}\\(\\s*'([a-zA-Z][\\w.]*)'`, 'g');
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(call)) if (match[1]) used.set(match[1], file);
    }
    expect(used.size).toBeGreaterThan(locales.minimumUsed);
    const missing = [...used].filter(([key]) => !(key in english) && !(`${key}_other` in english));
    expect(missing).toEqual([]);
  });
}
