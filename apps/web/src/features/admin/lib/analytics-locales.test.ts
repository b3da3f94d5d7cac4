import { describe, expect, it } from 'vitest';
import { adminAnalyticsSchema } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin-analytics/en.json';
import vi from '../../../locales/admin-analytics/vi.json';
import de from '../../../locales/admin-analytics/de.json';

const english: Record<string, string> = en;

describe('admin-analytics locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'ant',
    minimumUsed: 30,
    isCopyChecked: true,
  });

  it('names every column of every chart and every funnel step (keys built at run time)', () => {
    const shape = adminAnalyticsSchema.shape;
    const columns = new Set<string>();
    for (const chart of [
      'activeLearners',
      'topPages',
      'signups',
      'attemptsByType',
      'mocks',
      'scoring',
      'revenue',
    ] as const) {
      for (const key of Object.keys(shape[chart].element.shape)) columns.add(key);
    }
    for (const key of Object.keys(shape.funnel.element.shape)) columns.add(key);
    const keys = [
      ...[...columns].map((column) => `col.${column}`),
      ...shape.funnel.element.shape.step.options.map((step) => `funnel.${step}`),
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
