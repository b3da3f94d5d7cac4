import Stripe from 'stripe';
import { pendingOrderMinutes } from '@prepwise/contracts';
import type { AppConfig } from '../../config.js';
import type { OrderRow } from './marketplace.repository.js';

export interface CheckoutStart {
  redirectUrl: string;
  sessionId: string | null;
}

/** Where a learner pays: Stripe Checkout when keys are configured, else the local sandbox. */
export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  startCheckout(order: OrderRow, customerEmail: string): Promise<CheckoutStart>;
}

/** The sandbox completes payment locally (the web labels it "sandbox"); nothing is charged. */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async startCheckout(order) {
      return {
        redirectUrl: `/platform/mock-test/checkout?order=${order.id}&provider=sandbox`,
        sessionId: null,
      };
    },
  };
}

/** Stripe Checkout: one session per order; fulfilment happens only from the signed webhook. */
export function createStripeProvider(config: AppConfig, stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async startCheckout(order, customerEmail) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: customerEmail,
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              // Minor units of the order's currency: Stripe's zero-decimal currencies (VND) are
              // Intl's too, so đồng go as they are and dollars as cents.
              currency: order.currency.toLowerCase(),
              unit_amount: order.totalCents,
              product_data: { name: order.items.map((item) => `${item.name} x${item.quantity}`).join(', ') },
            },
          },
        ],
        success_url: `${config.publicUrl}/platform/mock-test/checkout?order=${order.id}&provider=stripe`,
        cancel_url: `${config.publicUrl}/platform/mock-test/cart`,
        // Closes with the learner's time to pay (Stripe's minimum is 30 minutes), before the
        // server cancels the unpaid order and releases its voucher.
        expires_at: Math.floor(Date.now() / 1000) + (pendingOrderMinutes + 1) * 60,
      });
      return {
        redirectUrl: session.url ?? `${config.publicUrl}/platform/mock-test/cart`,
        sessionId: session.id,
      };
    },
  };
}

/** The provider for this configuration, and the Stripe client when there is one. */
export function paymentProviderFor(config: AppConfig): { provider: PaymentProvider; stripe: Stripe | null } {
  if (!config.stripe) return { provider: createSandboxProvider(), stripe: null };
  const stripe = new Stripe(config.stripe.secretKey);
  return { provider: createStripeProvider(config, stripe), stripe };
}
