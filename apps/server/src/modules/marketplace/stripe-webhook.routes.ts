import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { webhookEvents } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { completeOrder, failOrder } from './checkout.service.js';

/**
 * Stripe's webhook: the signature is checked on the raw body with the webhook secret; each
 * event id is handled once; fulfilment is idempotent too, so replays and out-of-order events
 * are harmless.
 */
export function stripeWebhookRoutes(stripe: Stripe, webhookSecret: string): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.post('/api/payment/stripe/webhook', { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || typeof request.body !== 'string')
        throw new AppError('error.validation', 'Missing signature.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new AppError('error.validation', 'The webhook signature is not valid.');
      }
      const [seen] = await app.deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
      if (seen) return ok({ received: true, duplicate: true });
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const session = event.data.object;
        const orderId = session.metadata?.orderId ?? session.client_reference_id;
        if (orderId && session.payment_status !== 'unpaid') await completeOrder(app.deps, orderId);
      } else if (
        event.type === 'checkout.session.expired' ||
        event.type === 'checkout.session.async_payment_failed'
      ) {
        const orderId = event.data.object.metadata?.orderId;
        if (orderId) await failOrder(app.deps, orderId);
      }
      await app.deps.db
        .insert(webhookEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing();
      return ok({ received: true, duplicate: false });
    });
  };
}
