import { describe, expect, it } from 'vitest';
import { itChecksNamespaceLocales } from '../../../test/namespace-locales';
import en from '../../../locales/marketplace/en.json';
import vi from '../../../locales/marketplace/vi.json';
import de from '../../../locales/marketplace/de.json';

const english: Record<string, string> = en;

describe('marketplace locales', () => {
  itChecksNamespaceLocales({
    english,
    translations: { vi, de },
    translator: 'mt',
    minimumUsed: 50,
  });

  it('has the template keys for order statuses and payment kinds', () => {
    for (const status of ['PENDING', 'PAID', 'FAILED', 'CANCELLED'])
      expect(english[`order.status.${status}`]).toBeTruthy();
    for (const kind of ['PAYMENT', 'VOUCHER']) expect(english[`payments.kind.${kind}`]).toBeTruthy();
  });
});
