import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { PaymentEntry } from '../api/payments-api';
import { describePayment } from '../lib/payment-description';
import { PaymentsTable } from './payments-table';

const voucher: PaymentEntry = {
  id: 'p1',
  kind: 'VOUCHER',
  description: 'Voucher TRY-MOCK-1: Mock Test #1',
  amount: 0,
  currency: 'USD',
  orderId: null,
  voucherCode: 'TRY-MOCK-1',
  createdDate: '2026-03-01T08:00:00Z',
};
const free: PaymentEntry = {
  ...voucher,
  id: 'p2',
  kind: 'PAYMENT',
  voucherCode: null,
  description: 'Pack 30 days (free)',
};
const bought: PaymentEntry = { ...free, id: 'p3', description: 'AI Scoring #1 x2', amount: 9.99 };

describe('describePayment', () => {
  it('turns the stored English words into text keys and translates the product names', () => {
    expect(describePayment(voucher, 'de')).toEqual({
      key: 'payments.description.voucher',
      values: { code: 'TRY-MOCK-1', name: 'Probetest #1' },
    });
    expect(describePayment(free, 'vi')).toEqual({
      key: 'payments.description.free',
      values: { name: 'Gói 30 ngày' },
    });
    expect(describePayment(bought, 'vi')).toEqual({ key: null, text: 'Chấm điểm AI #1 x2' });
  });
});

describe('PaymentsTable', () => {
  it.each([
    ['de', 'Gutschein TRY-MOCK-1: Probetest #1', 'Paket 30 Tage (kostenlos)'],
    ['vi', 'Kích hoạt mã quà tặng TRY-MOCK-1: Bài thi thử #1', 'Gói 30 ngày (miễn phí)'],
    ['en', 'Voucher TRY-MOCK-1: Mock Test #1', 'Pack 30 days (free)'],
  ])('reads every description in %s', async (language, voucherText, freeText) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<PaymentsTable entries={[voucher, free]} />);
    expect(screen.getByText(voucherText)).toBeInTheDocument();
    expect(screen.getByText(freeText)).toBeInTheDocument();
    if (language !== 'en') {
      expect(screen.queryByText(/Voucher/)).not.toBeInTheDocument();
      expect(screen.queryByText(/\(free\)/)).not.toBeInTheDocument();
    }
  });
});
