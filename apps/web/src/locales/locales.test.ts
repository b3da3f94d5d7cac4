import { describe, expect, it } from 'vitest';
import { errorMessages, successMessages, validationMessages } from '@prepwise/contracts';
import { clientErrorTexts } from '../lib/api-errors';
import en from './en.json';
import helpEnglish from './help/en.json';
import signedInEnglish from './signed-in/en.json';
import vi from './vi.json';
import de from './de.json';

// English is split between the first load (en.json), the signed-in pages (signed-in/en.json) and
// the help widget (help/en.json);
// Vietnamese and German come whole with their language's chunk.
const english: Record<string, string> = { ...en, ...signedInEnglish, ...helpEnglish };
const translations: Record<string, Record<string, string>> = { vi, de };

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('locales', () => {
  it('splits English without a key in both halves', () => {
    expect(Object.keys(en).filter((key) => key in signedInEnglish || key in helpEnglish)).toEqual([]);
    expect(Object.keys(signedInEnglish).filter((key) => key in helpEnglish)).toEqual([]);
  });

  it.each(Object.keys(translations))('%s has exactly the keys of en', (language) => {
    expect(Object.keys(translations[language] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(translations))('%s uses the same placeholders and has no empty text', (language) => {
    const texts = translations[language] ?? {};
    for (const [key, text] of Object.entries(english)) {
      expect(texts[key]?.trim(), key).toBeTruthy();
      expect(placeholdersOf(texts[key] ?? ''), key).toEqual(placeholdersOf(text));
    }
  });

  it('en holds the seed texts word for word under their catalogue keys', () => {
    for (const [key, text] of Object.entries(validationMessages))
      expect(english[`validation.${key}`]).toBe(text);
    for (const [key, text] of Object.entries(successMessages)) expect(english[`success.${key}`]).toBe(text);
  });

  it('en translates every error code of the contracts and of the client', () => {
    for (const code of [...Object.keys(errorMessages), ...Object.keys(clientErrorTexts)]) {
      expect(english[code], code).toBeTruthy();
    }
    for (const [code, text] of Object.entries(clientErrorTexts)) expect(english[code]).toBe(text);
  });
});
