import { describe, expect, it } from 'vitest';
import en from './en.json';
import helpEnglish from './help/en.json';
import signedInEnglish from './signed-in/en.json';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Static keys passed to `t('...')` in the app's code (template keys are checked by their pages' tests). */
function staticKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) {
      if (match[1]) keys.set(match[1], file);
    }
  }
  return keys;
}

describe('translation keys used in code', () => {
  it('finds the code to scan', () => {
    expect(staticKeys().size).toBeGreaterThan(50);
  });

  it('every static key exists in en.json or signed-in/en.json', () => {
    const english: Record<string, string> = { ...en, ...signedInEnglish, ...helpEnglish };
    const missing = [...staticKeys()].filter(([key]) => {
      return !(key in english) && !(`${key}_one` in english && `${key}_other` in english);
    });
    expect(missing).toEqual([]);
  });
});
