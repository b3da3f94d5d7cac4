import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { fulfilOrder, sendReceipt } from './checkout.service.js';
import { lockOrder, markLatePaymentRefunded, setOrderProviderPayment } from './marketplace.repository.js';
import { askProviderRefund, claimProviderRefund } from './provider-refund.js';
import {
  orderIdOfReference,
  type LocalPaymentProvider,
  type NotificationRejection,
} from './providers/types.js';

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
  /** Paid after the order was cancelled or failed, while its refund is being asked: the provider should notify again. */
  | { kind: 'late-payment-refund-in-progress' }
  | { kind: 'rejected'; reason: NotificationRejection }
  | { kind: 'order-not-found' }
  | { kind: 'wrong-amount' };

type IpnLog = Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;

/** A paid notification for an order no longer pending whose money is to go back (or went back). */
interface LatePayment {
  kind: 'late-payment';
  claim: 'ask-provider' | 'provider-refunded';
  status: string;
}

/**
 * A payment for an order the learner cancelled (or that expired or failed) while they were still
 * paying at the provider: the money is given back at once through the provider's refund API,
 * outside any transaction (claimed before on the locked order, see claimProviderRefund), then the
 * order becomes REFUNDED under its row lock (it never granted anything). A replayed or concurrent
 * notification finds the refund claimed or the order refunded and asks for no second refund; one
 * arriving after the provider refunded but before the order changed (a failure between) only
 * finishes the order. When the refund fails, the claim is cleared and the provider is answered
 * with an error, so it notifies again and the refund is tried again; the failure is logged as an
 * error for the shop's staff.
 */
async function refundLatePayment(
  deps: AppDeps,
  provider: LocalPaymentProvider,
  late: LatePayment,
  context: { orderId: string; amount: number; provider: string },
  payment: { providerRef: string; paidAt: Date; reference: string },
  log: IpnLog,
): Promise<IpnOutcome> {
  const now = deps.now();
  const logContext = { ...context, status: late.status };
  if (late.claim === 'ask-provider') {
    const asked = await askProviderRefund(deps.db, provider, {
      orderId: context.orderId,
      reference: payment.reference,
      amount: context.amount,
      providerRef: payment.providerRef,
      paidAt: payment.paidAt,
      reason: `Paid after order ${context.orderId} was ${late.status.toLowerCase()}`,
      requestedBy: 'prepwise',
      now,
    });
    if (!asked.ok) {
      log.error(
        { ...logContext, refused: asked.refused },
        'paid notification for an order no longer pending: the refund failed',
      );
      return { kind: 'late-payment-refund-failed' };
    }
  }
  await deps.db.transaction(async (tx) => {
    await lockOrder(tx, context.orderId);
    await markLatePaymentRefunded(tx, context.orderId, payment.providerRef, now);
  });
  log.warn(logContext, 'paid notification for an order no longer pending: the payment was refunded');
  return { kind: 'late-payment-refunded' };
}

/**
 * Handles one IPN of VNPay or MoMo: the signature is checked first (a forged, tampered or unsigned
 * one is refused and logged with the reason, and settles nothing); then, on the order's locked
 * row, the order must exist, be this provider's and the amount equal its total in đồng. A paid
 * notification fulfils the order (and keeps the provider's transaction number and pay time for
 * refunds). A
 * declined one changes nothing: the order stays pending, so the learner may try to pay again or
 * cancel it (which gives its voucher back), and the 30-minute expiry still applies. A payment
 * for an order cancelled meanwhile is given back (see refundLatePayment), the provider called
 * outside the transaction. Exactly once: the settlement is the order's
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
  const { orderId: reference, amount, paid, providerRef, resultCode } = verified;
  // Any session of the order: `<orderId>-<attempt>` once the learner started paying again.
  const orderId = orderIdOfReference(reference);
  const context = {
    provider: provider.name,
    orderId: orderId ?? reference.slice(0, 100),
    amount,
    resultCode,
  };
  if (!orderId) {
    log.warn(context, 'payment notification names no order of ours');
    return { kind: 'order-not-found' };
  }
  const now = deps.now();
  // The provider's own pay time (VNPay's refund asks for it), else the notification's arrival.
  const payment = { providerRef, paidAt: verified.paidAt ?? now, reference };
  const settled = await deps.db.transaction(async (tx): Promise<IpnOutcome | LatePayment> => {
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
    if (paid && (order.status === 'CANCELLED' || order.status === 'FAILED')) {
      const claim = await claimProviderRefund(tx, order, now);
      if (claim === 'in-progress') return { kind: 'late-payment-refund-in-progress' };
      // Kept at once: what the refund needs, whatever happens next.
      await setOrderProviderPayment(tx, orderId, payment);
      return { kind: 'late-payment', claim, status: order.status };
    }
    if (paid && order.status === 'PAID' && order.providerSessionId !== providerRef)
      // Two sessions of one order both paid: the second payment is the shop's staff's to give back.
      log.error(
        { ...context, reference, paidBy: order.providerSessionId },
        'order paid twice at the provider',
      );
    if (order.status !== 'PENDING') return { kind: 'already-settled' };
    if (paid) {
      if (!(await fulfilOrder(tx, orderId, now))) return { kind: 'already-settled' };
      await setOrderProviderPayment(tx, orderId, payment);
      return { kind: 'paid' };
    }
    return { kind: 'declined' };
  });
  const outcome =
    settled.kind === 'late-payment'
      ? await refundLatePayment(deps, provider, settled, context, payment, log)
      : settled;
  if (outcome.kind === 'late-payment-refund-in-progress')
    log.info(context, 'paid notification for an order whose refund is being asked: notify again');
  if (outcome.kind === 'paid') log.info(context, 'payment notification settled the order');
  if (outcome.kind === 'declined')
    log.info(context, 'payment declined at the provider: the order stays pending');
  if (outcome.kind === 'paid') await sendReceipt(deps, orderId);
  return outcome;
}
