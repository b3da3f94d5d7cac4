import { formatMoney, fromMinor, packageName, type Language } from '@prepwise/contracts';
import type { OrderRow } from './marketplace.repository.js';

const labels: Record<Language, { discount: string; total: string; order: string }> = {
  en: { discount: 'Discount', total: 'Total', order: 'Order' },
  vi: { discount: 'Giảm giá', total: 'Tổng cộng', order: 'Mã đơn hàng' },
  de: { discount: 'Rabatt', total: 'Gesamt', order: 'Bestellung' },
};

/**
 * The lines of a paid order's receipt e-mail in the buyer's language: each product (its translated
 * name, quantity and amount), the voucher discount, the total and the order number.
 */
export function receiptLines(order: OrderRow, language: Language): string[] {
  const text = labels[language];
  const money = (minor: number) => formatMoney(fromMinor(minor, order.currency), order.currency, language);
  return [
    ...order.items.map(
      (item) =>
        `${packageName(item.packageId, language, item.name)} x${item.quantity}: ${money(item.unitCents * item.quantity)}`,
    ),
    ...(order.discountCents > 0
      ? [`${text.discount} (${order.voucherCode ?? ''}): -${money(order.discountCents)}`]
      : []),
    `${text.total}: ${money(order.totalCents)}`,
    `${text.order}: ${order.id}`,
  ];
}
