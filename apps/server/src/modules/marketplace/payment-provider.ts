import Stripe from 'stripe';
import { paymentMethodNames, pendingOrderMinutes, type PaymentMethod } from '@prepwise/contracts';
import type { AppConfig } from '../../config.js';
import type { OrderRow } from './marketplace.repository.js';
import { createMomoProvider } from './providers/momo.js';
import type { Fetch, LocalPaymentProvider, LocalProviderName } from './providers/types.js';
import { createVnpayProvider } from './providers/vnpay.js';

export interface CheckoutStart {
  redirectUrl: string;
  sessionId: string | null;
}

/** What a provider may need to know about the learner's request (VNPay requires the IP). */
export interface CheckoutRequestInfo {
  clientIp: string;
  locale: 'vi' | 'en';
}

/** Where a learner pays: one of the methods offered for the order's currency. */
export interface PaymentProvider {
  name: PaymentMethod;
  startCheckout(order: OrderRow, customerEmail: string, request: CheckoutRequestInfo): Promise<CheckoutStart>;
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

/**
 * VNPay or MoMo at checkout: the learner is sent to the provider's page for the order's total in
 * đồng (VND's minor unit is the đồng), open until the order's time to pay ends, under the order's
 * current merchant reference (a new one for each new session, see restartPayment). The return page
 * only shows the result; the signed IPN settles the order.
 */
export function createLocalCheckoutProvider(
  local: LocalPaymentProvider,
  urls: { ipnUrl: string; returnUrl: string },
): PaymentProvider {
  return {
    name: local.name,
    async startCheckout(order, _customerEmail, request) {
      if (order.currency !== 'VND')
        throw new Error(`${paymentMethodNames[local.name]} takes đồng only, not ${order.currency}`);
      const start = await local.startPayment({
        id: order.id,
        reference: order.providerReference ?? order.id,
        amount: order.totalCents,
        // ASCII: VNPay's order info must carry no diacritics.
        description: `Prepwise order ${order.id}`,
        returnUrl: `${urls.returnUrl}?order=${order.id}&provider=${local.name}`,
        ipnUrl: urls.ipnUrl,
        clientIp: request.clientIp,
        locale: request.locale,
        createdAt: order.createdAt,
        expiresAt: new Date(order.createdAt.getTime() + pendingOrderMinutes * 60_000),
      });
      return { redirectUrl: start.redirectUrl, sessionId: null };
    },
  };
}

/** The fetch the provider clients call VNPay's and MoMo's APIs with (tests may pass their own). */
const defaultFetch: Fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(20_000) });

/** The VNPay or MoMo client of this configuration, or undefined when it is not configured. */
export function localProviderFor(
  config: AppConfig,
  name: LocalProviderName,
  fetchImpl: Fetch = defaultFetch,
): LocalPaymentProvider | undefined {
  if (name === 'vnpay') return config.vnpay && createVnpayProvider(config.vnpay, fetchImpl);
  return config.momo && createMomoProvider(config.momo, fetchImpl);
}

/** Every payment method of this configuration, and the Stripe client when there is one. */
export interface PaymentProviders {
  /** The methods offered for an order in this currency, the default first. */
  methodsFor(currency: string): PaymentMethod[];
  /** The provider of a method offered for some currency (undefined: not configured). */
  provider(method: PaymentMethod): PaymentProvider | undefined;
  stripe: Stripe | null;
}

/**
 * The providers for this configuration: đồng go to VNPay and MoMo when configured, other
 * currencies to Stripe when configured; whatever has no configured provider pays in the sandbox.
 */
export function paymentProvidersFor(config: AppConfig, fetchImpl: Fetch = defaultFetch): PaymentProviders {
  const stripe = config.stripe ? new Stripe(config.stripe.secretKey) : null;
  const byMethod = new Map<PaymentMethod, PaymentProvider>([['sandbox', createSandboxProvider()]]);
  if (stripe) byMethod.set('stripe', createStripeProvider(config, stripe));
  for (const name of ['vnpay', 'momo'] as const) {
    const local = localProviderFor(config, name, fetchImpl);
    const urls = config[name];
    if (local && urls) byMethod.set(name, createLocalCheckoutProvider(local, urls));
  }
  return {
    methodsFor(currency) {
      const configured = (currency === 'VND' ? (['vnpay', 'momo'] as const) : (['stripe'] as const)).filter(
        (method) => byMethod.has(method),
      );
      return configured.length > 0 ? [...configured] : ['sandbox'];
    },
    provider: (method) => byMethod.get(method),
    stripe,
  };
}
