import { describe, expect, it } from 'vitest';
import { packageKinds } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin-catalogue/en.json';
import vi from '../../../locales/admin-catalogue/vi.json';
import de from '../../../locales/admin-catalogue/de.json';

const english: Record<string, string> = en;

describe('admin-catalogue locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'ct',
    minimumUsed: 25,
    isCopyChecked: true,
  });

  it('has the template keys: every kind, action and form field', () => {
    const fields = [
      'name',
      'description',
      'cost',
      'oldCost',
      'isSubsciption',
      'subscriptionDays',
      'subscriptionAiScoring',
      'subscriptionPronunciation',
      'numberAiScoring',
      'numberExamMock',
      'numberScoreMock',
      'fullQuestionBank',
      'isDiscount',
      'scoreTrial',
      'showed',
      'activated',
      'linkImage',
      'linkYoutube',
      'productId',
      'priceId',
      'comboMemberIds',
    ];
    const keys = [
      ...packageKinds.flatMap((kind) => [`kind.${kind}`, `kindHelp.${kind}`]),
      ...['activate', 'deactivate'].flatMap((action) => [`list.${action}`, `list.${action}Label`]),
      ...fields.map((field) => `field.${field}`),
      ...[
        'name',
        'cost',
        'oldCost',
        'subscriptionDays',
        'subscriptionAiScoring',
        'subscriptionPronunciation',
        'numberAiScoring',
        'comboMemberIds',
        'linkImage',
        'linkYoutube',
        'field',
      ].map((field) => `error.${field}`),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
