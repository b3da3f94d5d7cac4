import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { handleStripeEvent } from './stripe-webhook.service.js';

/**
 * Stripe's webhook: the signature is checked on the raw body with the webhook secret; each
 * event id is claimed and handled in one transaction (`handleStripeEvent`), and fulfilment is
 * idempotent too, so replays and out-of-order events are harmless.
 */
export function stripeWebhookRoutes(stripe: Stripe, webhookSecret: string): FastifyPluginAsync {
  return async (app) => {
    // The raw text, for the signature (in this plugin only; elsewhere JSON is parsed).
    app.removeContentTypeParser('application/json');
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
      const { duplicate } = await handleStripeEvent(app.deps, event, request.log);
      return ok({ received: true, duplicate });
    });
  };
}
