import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingOrderMinutes } from '@prepwise/contracts';
import { eq } from 'drizzle-orm';
import { orders, vouchers } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { expireStaleOrders, providerGraceMinutes } from './pending-orders.service.js';
import { createExpireOrderJob } from './expire-order.job.js';

/** A job's first of several tries. */
const firstTry = { retryCount: 0, retryLimit: 3, last: false };
let context: TestContext;
let clock = Date.parse('2026-03-01T08:00:00Z');

beforeAll(async () => {
  context = await createTestContext();
  context.setNow(new Date(clock));
  await context.deps.db
    .insert(vouchers)
    .values({ code: 'HALF-OFF', kind: 'DISCOUNT', packageId: null, discountPercent: 50, maxUses: 100 });
});
afterAll(async () => {
  await context.close();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  user: BuiltUser | null,
  payload?: Record<string, unknown>,
) {
  return context.app.inject({ method, url, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
}

function advanceMinutes(minutes: number) {
  clock += minutes * 60_000;
  context.setNow(new Date(clock));
}

/** A learner with an unpaid order for AI Scoring #1 that took the HALF-OFF voucher. */
async function abandonedCheckout() {
  const buyer = await buildUser(context);
  await call('POST', '/api/payment/cart/add', buyer, { packageId: 4 });
  const order = await call('POST', '/api/payment/checkout', buyer, { voucherCode: 'HALF-OFF' });
  expect(order.statusCode).toBe(200);
  return { buyer, orderId: order.json().data.id as string };
}

async function voucherCheck(buyer: BuiltUser) {
  await call('POST', '/api/payment/cart/add', buyer, { packageId: 5 });
  return call('GET', '/api/payment/cart?voucherCode=HALF-OFF', buyer);
}

describe('pending orders', () => {
  it('lists one’s own unpaid orders with their expiry, and not other users’', async () => {
    const { buyer, orderId } = await abandonedCheckout();
    const stranger = await buildUser(context);
    const pending = (await call('GET', '/api/payment/orders/pending', buyer)).json().data;
    expect(pending).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'PENDING',
        total: 15,
        voucherCode: 'HALF-OFF',
        expiresDate: new Date(clock + pendingOrderMinutes * 60_000).toISOString(),
      }),
    ]);
    expect((await call('GET', '/api/payment/orders/pending', stranger)).json().data).toEqual([]);
    expect((await call('GET', '/api/payment/orders/pending', null)).statusCode).toBe(401);
  });

  it('says the voucher is held by the unpaid order, and releases it when the order is cancelled', async () => {
    const { buyer, orderId } = await abandonedCheckout();
    const held = await voucherCheck(buyer);
    expect(held.statusCode).toBe(409);
    expect(held.json().data.code).toBe('error.voucherReserved');
    // "Check code" says why, and names the order that holds it (the web links to it).
    const info = (await call('GET', '/api/voucher/info/HALF-OFF/0', buyer)).json().data;
    expect(info).toMatchObject({ usable: false, problem: 'error.voucherReserved', heldByOrderId: orderId });

    const stranger = await buildUser(context);
    expect((await call('POST', `/api/payment/orders/${orderId}/cancel`, stranger)).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/payment/orders/${orderId}/cancel`, buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Your order has been cancelled.');
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', expiresDate: null });
    expect((await call('POST', `/api/payment/orders/${orderId}/cancel`, buyer)).json().data.code).toBe(
      'error.orderNotPending',
    );
    expect(
      (await call('POST', '/api/payment/sandbox/complete', buyer, { orderId, outcome: 'success' })).json()
        .data.code,
    ).toBe('error.orderNotPending');

    const released = await voucherCheck(buyer);
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({ voucherCode: 'HALF-OFF', discount: 50 });
    expect((await call('GET', '/api/payment/orders/pending', buyer)).json().data).toEqual([]);
  });

  it('expires an unpaid order after its time to pay and releases the voucher, lazily', async () => {
    const { buyer, orderId } = await abandonedCheckout();
    advanceMinutes(pendingOrderMinutes);
    expect((await call('GET', `/api/payment/orders/${orderId}`, buyer)).json().data.status).toBe('PENDING');
    advanceMinutes(providerGraceMinutes + 1);
    expect((await call('GET', `/api/payment/orders/${orderId}`, buyer)).json().data).toMatchObject({
      status: 'CANCELLED',
    });
    const released = await voucherCheck(buyer);
    expect(released.statusCode).toBe(200);
    expect(released.json().data.voucherCode).toBe('HALF-OFF');
  });

  it('expires every user’s stale orders in one sweep (the periodic job)', async () => {
    const first = await abandonedCheckout();
    const second = await abandonedCheckout();
    advanceMinutes(pendingOrderMinutes + providerGraceMinutes + 1);
    expect(await expireStaleOrders(context.deps, null)).toBeGreaterThanOrEqual(2);
    for (const { buyer, orderId } of [first, second]) {
      expect((await call('GET', `/api/payment/orders/${orderId}`, buyer)).json().data.status).toBe(
        'CANCELLED',
      );
    }
  });

  it('the delayed job cancels an unpaid order once it is due, and leaves it before and after paying', async () => {
    const job = createExpireOrderJob(context.deps);
    const { buyer, orderId } = await abandonedCheckout();
    await job.handle({ orderId }, firstTry);
    const before = await call('GET', '/api/payment/orders/pending', buyer);
    expect(before.json().data.map((order: { id: string }) => order.id)).toEqual([orderId]);
    advanceMinutes(pendingOrderMinutes + providerGraceMinutes + 1);
    await job.handle({ orderId }, firstTry);
    const [row] = await context.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('CANCELLED');
    await job.handle({ orderId }, firstTry);
    expect((await voucherCheck(buyer)).statusCode).toBe(200);
  });

  it('after a paid checkout the voucher reads as used (the cart must not ask for it again)', async () => {
    const { buyer, orderId } = await abandonedCheckout();
    await call('POST', '/api/payment/sandbox/complete', buyer, { orderId, outcome: 'success' });
    const again = await voucherCheck(buyer);
    expect(again.json().data.code).toBe('error.voucherAlreadyUsed');
    expect((await call('GET', '/api/voucher/info/HALF-OFF/0', buyer)).json().data).toMatchObject({
      usable: false,
      problem: 'error.voucherAlreadyUsed',
      heldByOrderId: null,
    });
    expect((await call('GET', '/api/payment/cart', buyer)).statusCode).toBe(200);
  });
});
