import { describe, expect, it } from 'vitest';
import { adminIntroPageRequestSchema, mockBlueprintNames } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin-mocks/en.json';
import vi from '../../../locales/admin-mocks/vi.json';
import de from '../../../locales/admin-mocks/de.json';

const english: Record<string, string> = en;

describe('admin-mocks locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'mct',
    minimumUsed: 40,
    isCopyChecked: true,
  });

  it('has the template keys: every blueprint, form field and its problem text', () => {
    const fields = Object.keys(adminIntroPageRequestSchema.shape);
    const keys = [
      ...mockBlueprintNames.map((name) => `blueprint.${name}`),
      ...fields.filter((field) => field !== 'imageUrl').map((field) => `field.${field}`),
      ...['title', 'overview', 'description', 'blueprint', 'imageUrl', 'packageId', 'field'].map(
        (field) => `error.${field}`,
      ),
      ...['activate', 'deactivate'].flatMap((action) => [`list.${action}`, `list.${action}Label`]),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
