import { describe, expect, it } from 'vitest';
import { drilledCardKinds } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/review/en.json';
import vi from '../../../locales/review/vi.json';
import de from '../../../locales/review/de.json';

const english: Record<string, string> = en;

describe('review locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'rt',
    minimumUsed: 25,
    isCopyChecked: true,
  });

  it('has the template keys: a heading for every kind of drill', () => {
    for (const kind of drilledCardKinds) expect(english[`drill.${kind}`]).toBeTruthy();
  });
});
