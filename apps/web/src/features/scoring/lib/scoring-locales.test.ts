import { describe, expect, it } from 'vitest';
import en from '../../../locales/scoring/en.json';
import vi from '../../../locales/scoring/vi.json';
import de from '../../../locales/scoring/de.json';

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

describe('scoring locales', () => {
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

  it('has every static key used with the scoring translator `st`', () => {
    const used = new Map<string, string>();
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/\bst\(\s*'([a-zA-Z][\w.]*)'/g))
        if (match[1]) used.set(match[1], file);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter(([key]) => !(key in english) && !(`${key}_other` in english));
    expect(missing).toEqual([]);
  });

  it('names every trait, word quality, mark kind and skill the views build keys for', () => {
    const traits = ['content', 'form', 'grammar', 'vocabulary', 'spelling', 'developmentStructureCoherence'];
    for (const trait of [...traits, 'generalLinguisticRange', 'oralFluency', 'pronunciation'])
      expect(english[`trait.${trait}`], trait).toBeTruthy();
    for (const quality of ['good', 'weak', 'mispronounced', 'skipped', 'inserted'])
      expect(english[`speech.${quality}`], quality).toBeTruthy();
    for (const kind of ['spelling', 'grammar', 'vocabulary', 'copied'])
      expect(english[`kind.${kind}`], kind).toBeTruthy();
    for (const skill of ['speaking', 'writing', 'reading', 'listening'])
      expect(english[`skill.${skill}`], skill).toBeTruthy();
  });
});
