import { describe, expect, it } from 'vitest';
import type { OrderRow } from './marketplace.repository.js';
import { receiptLines } from './receipt-lines.js';

const order = {
  id: 'order-1',
  items: [{ packageId: 4, name: 'AI Scoring #1', quantity: 2, unitCents: 3000 }],
  discountCents: 600,
  totalCents: 5400,
  voucherCode: 'WELCOME10',
  currency: 'USD',
} as unknown as OrderRow;

describe('receiptLines', () => {
  it('writes the receipt in English with the catalogue names', () => {
    expect(receiptLines(order, 'en')).toEqual([
      'AI Scoring #1 x2: $60',
      'Discount (WELCOME10): -$6',
      'Total: $54',
      'Order: order-1',
    ]);
  });

  it('translates product names and labels for Vietnamese and German buyers', () => {
    const vi = receiptLines(order, 'vi');
    expect(vi[0]).toMatch(/^Chấm điểm AI #1 x2: /);
    expect(vi.slice(1).map((line) => line.split(':')[0])).toEqual([
      'Giảm giá (WELCOME10)',
      'Tổng cộng',
      'Mã đơn hàng',
    ]);
    const de = receiptLines(order, 'de');
    expect(de[0]).toMatch(/^KI-Bewertung #1 x2: 60\s\$$/);
    expect(de[2]).toMatch(/^Gesamt: 54\s\$$/);
  });

  it('writes an order paid in đồng in đồng', () => {
    const inDong = {
      ...order,
      currency: 'VND',
      items: [{ packageId: 4, name: 'AI Scoring #1', quantity: 1, unitCents: 119000 }],
      discountCents: 0,
      totalCents: 119000,
    } as unknown as OrderRow;
    expect(receiptLines(inDong, 'vi').slice(-2)[0]).toBe('Tổng cộng: 119.000\u00a0₫');
  });
});
