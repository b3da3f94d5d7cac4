import { describe, expect, it } from 'vitest';
import { homeMessageAudiences, homeMessageKinds, languages } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin-home/en.json';
import vi from '../../../locales/admin-home/vi.json';
import de from '../../../locales/admin-home/de.json';

const english: Record<string, string> = en;

describe('admin-home locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'ht',
    minimumUsed: 40,
    isCopyChecked: true,
  });

  it('has the template keys: every kind, audience, schedule state and language', () => {
    const keys = [
      ...homeMessageKinds.map((kind) => `kind.${kind}`),
      ...homeMessageAudiences.map((audience) => `audience.${audience}`),
      ...['scheduled', 'running', 'ended'].map((state) => `state.${state}`),
      ...languages.map((language) => `form.language.${language}`),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
