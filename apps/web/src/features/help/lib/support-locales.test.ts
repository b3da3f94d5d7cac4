import { describe, expect, it } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/support/en.json';
import vi from '../../../locales/support/vi.json';
import de from '../../../locales/support/de.json';

const english: Record<string, string> = en;

describe('support locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'spt',
    minimumUsed: 40,
    isCopyChecked: true,
  });

  it('has the template keys: every canned reply with its label, both authors, both link states', () => {
    const keys = [
      ...['greeting', 'activation', 'reset', 'credits', 'closing'].flatMap((key) => [
        `canned.${key}`,
        `canned.${key}.label`,
      ]),
      ...['live', 'polling'].map((state) => `link.${state}`),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
