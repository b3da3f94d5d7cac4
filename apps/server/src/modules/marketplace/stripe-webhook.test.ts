import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { insertOrder } from './marketplace.repository.js';

const webhookSecret = 'whsec_test_secret_for_prepwise';
let context: TestContext;
let buyer: BuiltUser;
const stripe = new Stripe('sk_test_prepwise');

beforeAll(async () => {
  context = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_prepwise',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  buyer = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

function deliver(event: Record<string, unknown>, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return context.app.inject({
    method: 'POST',
    url: '/api/payment/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

function completedEvent(id: string, orderId: string) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { orderId },
        client_reference_id: orderId,
      },
    },
  };
}

/** A pending Stripe order of one AI Scoring #2 (500 AI scorings) for the buyer. */
function pendingStripeOrder() {
  return insertOrder(context.deps.db, {
    userId: buyer.id,
    provider: 'stripe',
    items: [{ packageId: 5, name: 'AI Scoring #2', quantity: 1, unitCents: 5000 }],
    subtotalCents: 5000,
    totalCents: 5000,
  });
}

describe('Stripe webhook', () => {
  it('grants once when the same completion is delivered 5 times, and ignores a late expiry', async () => {
    const order = await pendingStripeOrder();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await deliver(completedEvent('evt_1', order.id));
      expect(response.statusCode).toBe(200);
    }
    const differentEvent = await deliver(completedEvent('evt_2', order.id));
    expect(differentEvent.statusCode).toBe(200);
    const expired = await deliver({ ...completedEvent('evt_3', order.id), type: 'checkout.session.expired' });
    expect(expired.statusCode).toBe(200);
    const access = (await context.app.inject({ url: '/user/access-control', headers: buyer.auth })).json()
      .data;
    expect(access.numberAiScoring).toBe(500);
    const status = (
      await context.app.inject({ url: `/api/payment/orders/${order.id}`, headers: buyer.auth })
    ).json().data;
    expect(status).toMatchObject({ status: 'PAID', paymentStatus: true });
  });

  it('claims an event id and handles it in one transaction: of 5 deliveries at once, one handles it', async () => {
    const order = await pendingStripeOrder();
    const before = (await context.app.inject({ url: '/user/access-control', headers: buyer.auth })).json()
      .data.numberAiScoring as number;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => deliver(completedEvent('evt_race', order.id))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const duplicates = responses.map((response) => response.json().data.duplicate as boolean);
    expect(duplicates.filter((duplicate) => !duplicate)).toHaveLength(1);
    const after = (await context.app.inject({ url: '/user/access-control', headers: buyer.auth })).json().data
      .numberAiScoring as number;
    expect(after - before).toBe(500);
  });

  it('refuses events with a bad signature or none', async () => {
    const forged = await deliver(
      completedEvent('evt_9', '00000000-0000-4000-8000-000000000000'),
      'whsec_someone_else',
    );
    expect(forged.statusCode).toBe(400);
    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
  });
});

describe('Stripe webhook with metadata that names no order', () => {
  it.each([
    ['checkout.session.completed', 'not-a-uuid'],
    ['checkout.session.expired', "1' or '1'='1"],
    ['checkout.session.async_payment_failed', '12345'],
  ])(
    'acknowledges a signed %s whose order id is %j (200), so Stripe stops retrying',
    async (type, orderId) => {
      const response = await deliver({ ...completedEvent(`evt_bad_${type}`, orderId), type });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ received: true });
    },
  );
});
