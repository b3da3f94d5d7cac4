import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { OrderRow } from './marketplace.repository.js';
import {
  clearProviderRefundRequest,
  setProviderRefunded,
  setProviderRefundRequested,
} from './provider-refund.repository.js';
import type { LocalPaymentProvider, RefundResult } from './providers/types.js';

/** One whole payment of an order to give back at VNPay or MoMo. */
export interface WholeRefund {
  orderId: string;
  /** The merchant reference of the session that paid (the order id, or `<orderId>-<attempt>`). */
  reference: string;
  /** Whole đồng: the order's total. */
  amount: number;
  /** The provider's transaction number from the verified payment notification. */
  providerRef: string;
  /** When the provider took the payment (its notification's pay time, VNPay's vnp_TransactionDate). */
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
    orderId: refund.reference,
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

/**
 * How long a refund asked of the provider may stay unanswered (the process died while waiting)
 * before another one may be asked: well beyond the provider clients' 20-second timeout.
 */
export const providerRefundStaleMs = 5 * 60_000;

/**
 * What to do about the provider for a refund: ask it (the request is now marked on the order),
 * nothing (it refunded before and only the order's own step is left), or wait (another refund
 * is being asked).
 */
export type ProviderRefundClaim = 'ask-provider' | 'provider-refunded' | 'in-progress';

/**
 * The first step of a refund at VNPay or MoMo, on the order's locked row inside a short
 * transaction: marks the order's refund as requested unless the provider refunded it already or
 * another refund is being asked (one older than {@link providerRefundStaleMs} counts as
 * abandoned). The provider is then called outside any transaction ({@link askProviderRefund}), so
 * a failed database step afterwards never hides that the money went back.
 */
export async function claimProviderRefund(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'providerRefundRequestedAt' | 'providerRefundedAt'>,
  now: Date,
): Promise<ProviderRefundClaim> {
  if (order.providerRefundedAt) return 'provider-refunded';
  const requested = order.providerRefundRequestedAt;
  if (requested && now.getTime() - requested.getTime() < providerRefundStaleMs) return 'in-progress';
  await setProviderRefundRequested(tx, order.id, now);
  return 'ask-provider';
}

export type ProviderRefundOutcome = { ok: true } | { ok: false; refused: string; resultCode?: string };

/**
 * The second step, outside any transaction, for a refund claimed by {@link claimProviderRefund}:
 * asks the provider, then records at once that it refunded (so a retry after a failure of the
 * third step asks it no more). A refusal or an unreachable provider clears the claim, so the
 * refund may be asked again. Never throws for the provider's sake.
 */
export async function askProviderRefund(
  db: Executor,
  provider: LocalPaymentProvider,
  refund: WholeRefund,
): Promise<ProviderRefundOutcome> {
  let outcome: ProviderRefundOutcome;
  try {
    const result = await refundWholePayment(provider, refund);
    outcome = result.ok
      ? { ok: true }
      : { ok: false, refused: `${result.resultCode} ${result.message}`, resultCode: result.resultCode };
  } catch (error) {
    outcome = { ok: false, refused: `provider unreachable: ${String(error)}` };
  }
  if (outcome.ok) await setProviderRefunded(db, refund.orderId, refund.now);
  else await clearProviderRefundRequest(db, refund.orderId);
  return outcome;
}
