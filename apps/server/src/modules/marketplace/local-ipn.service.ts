import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { fulfilOrder, sendReceipt } from './checkout.service.js';
import type { Executor } from '../../db/client.js';
import { lockOrder, markLatePaymentRefunded, setOrderProviderRef } from './marketplace.repository.js';
import { refundWholePayment } from './provider-refund.js';
import type { LocalPaymentProvider, NotificationRejection } from './providers/types.js';

/** What became of one VNPay or MoMo notification (IPN). */
export type IpnOutcome =
  | { kind: 'paid' }
  /** Declined at the provider: the order stays pending (paid again or cancelled by the learner). */
  | { kind: 'declined' }
  /** The order was settled before (a replay, a concurrent delivery): nothing was done. */
  | { kind: 'already-settled' }
  /** Paid after the order was cancelled or failed: the payment was given back at the provider. */
  | { kind: 'late-payment-refunded' }
  /** Paid after the order was cancelled or failed, and the refund failed: the provider should notify again. */
  | { kind: 'late-payment-refund-failed' }
  | { kind: 'rejected'; reason: NotificationRejection }
  | { kind: 'order-not-found' }
  | { kind: 'wrong-amount' };

type IpnLog = Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;

/**
 * A payment for an order the learner cancelled (or that expired or failed) while they were still
 * paying at the provider: the money is given back at once through the provider's refund API and
 * the order becomes REFUNDED (it never granted anything). Done on the locked order, so a replayed
 * or concurrent notification finds it refunded and asks for no second refund. When the refund
 * fails, nothing changes and the provider is answered with an error, so it notifies again and the
 * refund is tried again; the failure is logged as an error for the shop's staff.
 */
async function refundLatePayment(
  tx: Executor,
  provider: LocalPaymentProvider,
  context: { orderId: string; amount: number; provider: string; status: string },
  providerRef: string,
  now: Date,
  log: IpnLog,
): Promise<IpnOutcome> {
  let refused: string | null = null;
  try {
    const result = await refundWholePayment(provider, {
      orderId: context.orderId,
      amount: context.amount,
      providerRef,
      paidAt: now,
      reason: `Paid after order ${context.orderId} was ${context.status.toLowerCase()}`,
      requestedBy: 'prepwise',
      now,
    });
    if (!result.ok) refused = `${result.resultCode} ${result.message}`;
  } catch (error) {
    refused = `provider unreachable: ${String(error)}`;
  }
  if (refused !== null) {
    log.error({ ...context, refused }, 'paid notification for an order no longer pending: the refund failed');
    return { kind: 'late-payment-refund-failed' };
  }
  await markLatePaymentRefunded(tx, context.orderId, providerRef, now);
  log.warn(context, 'paid notification for an order no longer pending: the payment was refunded');
  return { kind: 'late-payment-refunded' };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Handles one IPN of VNPay or MoMo: the signature is checked first (a forged, tampered or unsigned
 * one is refused and logged with the reason, and settles nothing); then, on the order's locked
 * row, the order must exist, be this provider's and the amount equal its total in đồng. A paid
 * notification fulfils the order (and keeps the provider's transaction number for refunds). A
 * declined one changes nothing: the order stays pending, so the learner may try to pay again or
 * cancel it (which gives its voucher back), and the 30-minute expiry still applies. A payment
 * for an order cancelled meanwhile is given back (see refundLatePayment). Exactly once: the settlement is the order's
 * own PENDING -> PAID/FAILED transition under the row lock, so a replay or a concurrent delivery
 * finds it settled and does nothing. The receipt is e-mailed after the commit.
 */
export async function handleLocalIpn(
  deps: AppDeps,
  provider: LocalPaymentProvider,
  input: Readonly<Record<string, unknown>>,
  log: IpnLog,
): Promise<IpnOutcome> {
  const verified = provider.verifyNotification(input);
  if (!verified.ok) {
    log.warn({ provider: provider.name, reason: verified.reason }, 'payment notification refused');
    return { kind: 'rejected', reason: verified.reason };
  }
  const { orderId, amount, paid, providerRef, resultCode } = verified;
  const context = { provider: provider.name, orderId: orderId.slice(0, 100), amount, resultCode };
  if (!uuidPattern.test(orderId)) {
    log.warn(context, 'payment notification names no order of ours');
    return { kind: 'order-not-found' };
  }
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<IpnOutcome> => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.provider !== provider.name) {
      log.warn(
        { ...context, orderProvider: order?.provider },
        'payment notification for no order of this provider',
      );
      return { kind: 'order-not-found' };
    }
    if (order.currency !== 'VND' || order.totalCents !== amount) {
      log.warn(
        { ...context, expected: order.totalCents, currency: order.currency },
        'payment notification refused: the amount is not the order total',
      );
      return { kind: 'wrong-amount' };
    }
    if (paid && (order.status === 'CANCELLED' || order.status === 'FAILED'))
      return refundLatePayment(tx, provider, { ...context, status: order.status }, providerRef, now, log);
    if (order.status !== 'PENDING') return { kind: 'already-settled' };
    if (paid) {
      if (!(await fulfilOrder(tx, orderId, now))) return { kind: 'already-settled' };
      await setOrderProviderRef(tx, orderId, providerRef);
      return { kind: 'paid' };
    }
    return { kind: 'declined' };
  });
  if (outcome.kind === 'paid') log.info(context, 'payment notification settled the order');
  if (outcome.kind === 'declined')
    log.info(context, 'payment declined at the provider: the order stays pending');
  if (outcome.kind === 'paid') await sendReceipt(deps, orderId);
  return outcome;
}
