import { describe, expect, it } from 'vitest';
import { grantableCredits, orderStatuses } from '@prepwise/contracts';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/admin-shop/en.json';
import vi from '../../../locales/admin-shop/vi.json';
import de from '../../../locales/admin-shop/de.json';

const english: Record<string, string> = en;

describe('admin-shop locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'sht',
    minimumUsed: 40,
    isCopyChecked: true,
  });

  it('has the template keys: every voucher state, kind and action, every tab', () => {
    const keys = [
      ...['usable', 'deactivated', 'expired', 'usedUp'].map((state) => `vouchers.state.${state}`),
      ...['PACKAGE', 'DISCOUNT'].map((kind) => `vouchers.kind.${kind}`),
      ...['activate', 'deactivate'].flatMap((action) => [`vouchers.${action}`, `vouchers.${action}Label`]),
      ...orderStatuses.map((status) => `orders.status.${status}`),
      ...grantableCredits.map((credit) => `grant.resource.${credit}`),
      'tab.vouchers',
      'tab.orders',
      'tab.catalogue',
    ];
    expect(keys.filter((key) => !english[key])).toEqual([]);
  });
});
