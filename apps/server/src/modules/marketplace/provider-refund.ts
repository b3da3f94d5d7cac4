import { randomUUID } from 'node:crypto';
import type { LocalPaymentProvider, RefundResult } from './providers/types.js';

/** One whole payment of an order to give back at VNPay or MoMo. */
export interface WholeRefund {
  orderId: string;
  /** Whole đồng: the order's total. */
  amount: number;
  /** The provider's transaction number from the verified payment notification. */
  providerRef: string;
  /** When the payment was taken (the IPN's arrival). */
  paidAt: Date;
  reason: string;
  /** Who asks: the admin's e-mail, or `prepwise` for the app itself. */
  requestedBy: string;
  clientIp?: string;
  now: Date;
}

/**
 * Asks the provider to give a whole payment back, with a fresh refund id (its idempotency key).
 * Throws only when the provider cannot be reached; a refusal comes back as `ok: false`.
 */
export function refundWholePayment(
  provider: LocalPaymentProvider,
  refund: WholeRefund,
): Promise<RefundResult> {
  return provider.refund({
    orderId: refund.orderId,
    amount: refund.amount,
    full: true,
    providerRef: refund.providerRef,
    paidAt: refund.paidAt,
    refundId: randomUUID(),
    reason: refund.reason,
    requestedBy: refund.requestedBy,
    clientIp: refund.clientIp ?? '127.0.0.1',
    now: refund.now,
  });
}
