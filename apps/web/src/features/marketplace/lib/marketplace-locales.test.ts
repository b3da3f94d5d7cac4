import { describe, expect, it } from 'vitest';
import en from '../../../locales/marketplace/en.json';
import vi from '../../../locales/marketplace/vi.json';
import de from '../../../locales/marketplace/de.json';

const english: Record<string, string> = en;
const translations: Record<string, Record<string, string>> = { vi, de };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const sources = import.meta.glob<string>(['../../../**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}'], {
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

describe('marketplace locales', () => {
  it.each(Object.keys(translations))('%s has the keys of en (plural forms per language)', (language) => {
    const texts = translations[language] ?? {};
    expect(baseKeys(texts)).toEqual(baseKeys(english));
    for (const key of Object.keys(english).filter((name) => name.endsWith('_other'))) {
      expect(texts[key], `${language} ${key}`).toBeTruthy();
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

  it('has every static key used with the marketplace translator `mt`', () => {
    const used = new Map<string, string>();
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/\bmt\(\s*'([a-zA-Z][\w.]*)'/g))
        if (match[1]) used.set(match[1], file);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([key]) => !(key in english) && !(`${key}_other` in english));
    expect(missing).toEqual([]);
  });

  it('has the template keys for order statuses and payment kinds', () => {
    for (const status of ['PENDING', 'PAID', 'FAILED', 'CANCELLED'])
      expect(english[`order.status.${status}`]).toBeTruthy();
    for (const kind of ['PAYMENT', 'VOUCHER']) expect(english[`payments.kind.${kind}`]).toBeTruthy();
  });
});
