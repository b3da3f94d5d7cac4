import { localizePackageNames } from '@prepwise/contracts';
import type { PaymentEntry } from '../api/payments-api';

/** How a payment's description reads: the stored English text, or a text key with its values. */
export type PaymentDescription =
  | { key: 'payments.description.voucher'; values: { code: string; name: string } }
  | { key: 'payments.description.free'; values: { name: string } }
  | { key: null; text: string };

/**
 * A payment's description in `language`. The server stores English texts
 * ("Voucher WELCOME10: Pack 30 days", "Pack 30 days (free)", "AI Scoring #1 x2"): the words it
 * adds around product names are given as text keys, the product names translated.
 */
export function describePayment(entry: PaymentEntry, language: string): PaymentDescription {
  const voucherPrefix = entry.voucherCode ? `Voucher ${entry.voucherCode}: ` : null;
  if (
    entry.kind === 'VOUCHER' &&
    entry.voucherCode &&
    voucherPrefix &&
    entry.description.startsWith(voucherPrefix)
  ) {
    const name = localizePackageNames(entry.description.slice(voucherPrefix.length), language);
    return { key: 'payments.description.voucher', values: { code: entry.voucherCode, name } };
  }
  const free = /^(.+) \(free\)$/.exec(entry.description);
  if (free?.[1])
    return { key: 'payments.description.free', values: { name: localizePackageNames(free[1], language) } };
  return { key: null, text: localizePackageNames(entry.description, language) };
}
