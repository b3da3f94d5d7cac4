import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.js';
import { fulfilOrder, sendReceipt } from './checkout.service.js';
import { claimWebhookEvent } from './marketplace.repository.js';
import { closeOrderIn } from './pending-orders.service.js';

/**
 * Handles one verified Stripe event exactly once: its id is claimed and the order paid or failed
 * in one transaction (a failure leaves the id unclaimed, so Stripe's retry is handled; a replay
 * finds it claimed). The receipt is e-mailed after the commit. Returns whether it was a replay.
 */
export async function handleStripeEvent(deps: AppDeps, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type))) return { duplicate: true, paid: null };
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      const orderId = session.metadata?.orderId ?? session.client_reference_id;
      if (orderId && session.payment_status !== 'unpaid' && (await fulfilOrder(tx, orderId, now)))
        return { duplicate: false, paid: orderId };
    } else if (
      event.type === 'checkout.session.expired' ||
      event.type === 'checkout.session.async_payment_failed'
    ) {
      const orderId = event.data.object.metadata?.orderId;
      if (orderId) await closeOrderIn(tx, orderId, 'FAILED', now);
    }
    return { duplicate: false, paid: null };
  });
  if (outcome.paid) await sendReceipt(deps, outcome.paid);
  return { duplicate: outcome.duplicate };
}
