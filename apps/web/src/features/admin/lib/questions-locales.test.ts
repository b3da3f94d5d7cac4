import { describe, expect, it } from 'vitest';
import { adminQuestionActions, levels, phoneticRefusalReasons } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin-questions/en.json';
import vi from '../../../locales/admin-questions/vi.json';
import de from '../../../locales/admin-questions/de.json';
import { textFields } from './question-form';

const english: Record<string, string> = en;

describe('admin-questions locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'qt',
    minimumUsed: 40,
    isCopyChecked: true,
  });

  it('has the template keys: every field with its hint, level, order, list action and refusal reason', () => {
    const keys = [
      ...textFields.flatMap((field) => [`field.${field}`, `hint.${field}`]),
      ...levels.map((level) => `level.${level}`),
      ...['id,desc', 'id,asc', 'type,asc', 'updatedDate,desc'].map((sort) => `list.sort.${sort}`),
      ...adminQuestionActions
        .filter((action) => action === 'activate' || action === 'deactivate')
        .flatMap((action) => [`list.${action}`, `list.${action}Label`]),
      ...phoneticRefusalReasons.map((reason) => `phonetics.reason.${reason}`),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
