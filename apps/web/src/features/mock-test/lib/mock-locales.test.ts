import { describe, expect, it } from 'vitest';
import { mockSectionKeys, mockStatusLabels } from '@prepwise/contracts';
import en from '../../../locales/mock/en.json';
import vi from '../../../locales/mock/vi.json';
import de from '../../../locales/mock/de.json';

const english: Record<string, string> = en;
const translations: Record<string, Record<string, string>> = { vi, de };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const sources = import.meta.glob<string>(['../../../**/*.{ts,tsx}', '!../../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function baseKeys(texts: Record<string, string>): string[] {
  return [...new Set(Object.keys(texts).map((key) => key.replace(pluralSuffix, '')))].sort();
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('mock locales', () => {
  it.each(Object.keys(translations))('%s has the keys of en, translated rather than copied', (language) => {
    const texts = translations[language] ?? {};
    expect(baseKeys(texts)).toEqual(baseKeys(english));
    const copied = Object.entries(texts).filter(
      ([key, text]) =>
        text === english[key] && !/^[\d{}\s/.:-]+$/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')),
    );
    expect(copied.length, JSON.stringify(copied)).toBeLessThan(5);
  });

  it.each(Object.keys(translations))('%s uses the same placeholders and has no empty text', (language) => {
    const texts = translations[language] ?? {};
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).toBeTruthy();
      const englishText = english[key] ?? english[`${key.replace(pluralSuffix, '')}_other`] ?? '';
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(englishText));
    }
  });

  it('has every static key used with the mock translator `mk`', () => {
    const used = new Map<string, string>();
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/\bmk\(\s*'([a-zA-Z][\w.]*)'/g))
        if (match[1]) used.set(match[1], file);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([key]) => !(key in english) && !(`${key}_other` in english));
    expect(missing).toEqual([]);
  });

  it('has the template keys: the seed’s status labels in English, every section, skill and action', () => {
    for (const [status, label] of Object.entries(mockStatusLabels))
      expect(english[`status.${status}`]).toBe(label);
    for (const key of mockSectionKeys) expect(english[`section.${key}`]).toBeTruthy();
    for (const action of ['start', 'continue', 'finish', 'score', 'retry', 'cancel', 'result'])
      expect(english[`action.${action}`]).toBeTruthy();
    for (const skill of ['speaking', 'writing', 'reading', 'listening'])
      expect(english[`skill.${skill}`]).toBeTruthy();
    for (const band of ['excellent', 'good', 'fair', 'limited']) expect(english[`band.${band}`]).toBeTruthy();
  });
});
