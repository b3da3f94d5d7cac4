import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { fulfilOrder, sendReceipt } from './checkout.service.js';
import { claimWebhookEvent } from './marketplace.repository.js';
import { closeOrderIn } from './pending-orders.service.js';

/**
 * Handles one verified Stripe event exactly once: its id is claimed and the order paid or failed
 * in one transaction (a failure leaves the id unclaimed, so Stripe's retry is handled; a replay
 * finds it claimed). The receipt is e-mailed after the commit. Returns whether it was a replay.
 * An event whose metadata names no order of ours (not a UUID) is acknowledged and logged, never
 * a 500: Stripe would retry a signed event forever, and no retry can make it parse.
 */
export async function handleStripeEvent(
  deps: AppDeps,
  event: Stripe.Event,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ duplicate: boolean }> {
  const orderIdOf = (value: string | null | undefined) => {
    if (!value) return undefined;
    if (uuidPattern.test(value)) return value;
    log?.warn(
      { eventId: event.id, eventType: event.type, orderId: value.slice(0, 100) },
      'stripe event names no order',
    );
    return undefined;
  };
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type))) return { duplicate: true, paid: null };
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const session = event.data.object;
      const orderId = orderIdOf(session.metadata?.orderId ?? session.client_reference_id);
      if (orderId && session.payment_status !== 'unpaid' && (await fulfilOrder(tx, orderId, now)))
        return { duplicate: false, paid: orderId };
    } else if (
      event.type === 'checkout.session.expired' ||
      event.type === 'checkout.session.async_payment_failed'
    ) {
      const orderId = orderIdOf(event.data.object.metadata?.orderId);
      if (orderId) await closeOrderIn(tx, orderId, 'FAILED', now);
    }
    return { duplicate: false, paid: null };
  });
  if (outcome.paid) await sendReceipt(deps, outcome.paid);
  return { duplicate: outcome.duplicate };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
