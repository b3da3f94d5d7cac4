import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, vouchers } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context);
  other = await buildUser(context);
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

async function accessOf(user: BuiltUser) {
  return (await call('GET', '/user/access-control', user)).json().data;
}

async function createVoucher(values: Partial<typeof vouchers.$inferInsert> & { code: string }) {
  await context.deps.db.insert(vouchers).values({ kind: 'PACKAGE', packageId: 4, maxUses: 10, ...values });
}

describe('catalogue', () => {
  it('lists the seed packages with prices in dollars, public', async () => {
    const response = await call('GET', '/api/package/all', null);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((pack: { id: number; cost: number }) => [pack.id, pack.cost])).toEqual([
      [1, 119],
      [2, 59],
      [3, 25],
      [4, 30],
      [5, 50],
      [6, 35],
      [7, 50],
      [10, 99],
      [11, 199],
      [12, 149],
    ]);
    const detail = await call('GET', '/api/package/product/11', null);
    expect(detail.json().data).toMatchObject({
      name: 'Combo #2',
      isSubsciption: true,
      numberAiScoring: 500,
      numberScoreMock: 4,
    });
    expect((await call('GET', '/api/package/product/8', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/package/product/abc', null)).statusCode).toBe(400);
  });

  it('refuses to give away a product that has a price', async () => {
    const response = await call('POST', '/marketplace/product/user/add', learner, { productId: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.productNotFree');
  });
});

describe('cart and sandbox checkout', () => {
  it('prices the cart on the server, checks out and grants exactly what was bought', async () => {
    const buyer = await buildUser(context);
    const added = await call('POST', '/api/payment/cart/add', buyer, { packageId: 4, quantity: 1 });
    expect(added.json().data).toMatchObject({ subtotal: 30, total: 30 });
    expect(added.json().message).toBe('Your cart has been updated.');
    await call('POST', '/api/payment/cart/add', buyer, { packageId: 3 });
    const changed = await call('POST', '/api/payment/cart/change-quantity', buyer, {
      packageId: 3,
      quantity: 2,
    });
    expect(changed.json().data).toMatchObject({ subtotal: 80, total: 80 });
    expect(changed.json().data.items).toHaveLength(2);
    expect(changed.json().message).toBe('Your cart has been updated.');

    const order = await call('POST', '/api/payment/checkout', buyer, {});
    expect(order.statusCode).toBe(200);
    expect(order.json().message).toBe('');
    expect(order.json().data).toMatchObject({
      status: 'PENDING',
      paymentStatus: false,
      provider: 'sandbox',
      total: 80,
    });
    const orderId = order.json().data.id as string;
    expect((await call('GET', '/api/payment/cart', buyer)).json().data.items).toEqual([]);

    expect(
      (await call('POST', '/api/payment/sandbox/complete', other, { orderId, outcome: 'success' }))
        .statusCode,
    ).toBe(404);
    const paid = await call('POST', '/api/payment/sandbox/complete', buyer, { orderId, outcome: 'success' });
    expect(paid.json().data).toMatchObject({ status: 'PAID', paymentStatus: true });
    expect(paid.json().message).toBe('Payment successful. Your purchase is ready to use.');
    const again = await call('POST', '/api/payment/sandbox/complete', buyer, { orderId, outcome: 'success' });
    expect(again.statusCode).toBe(409);

    expect(await accessOf(buyer)).toMatchObject({
      numberAiScoring: 200,
      numberExamMock: 2,
      numberScoreMock: 2,
    });
    const me = (await call('GET', '/user/', buyer)).json().data.user;
    expect(me.roles).not.toContain('ROLE_FREE_MEMBER');
    const history = (await call('GET', '/api/payment/history', buyer)).json().data;
    expect(history).toEqual([expect.objectContaining({ kind: 'PAYMENT', amount: 80, orderId })]);
    expect((await call('GET', `/api/payment/orders/${orderId}`, other)).statusCode).toBe(404);

    await context.drainJobs();
    const receipt = context.readOutbox().find((mail) => mail.includes(`To: ${buyer.email}`)) ?? '';
    expect(receipt).toContain('AI Scoring #1 x1: $30');
    expect(receipt).toContain('Total: $80');
  });

  it('turns one cart into one order however many checkouts race', async () => {
    const buyer = await buildUser(context);
    await call('POST', '/api/payment/cart/add', buyer, { packageId: 4, quantity: 1 });
    const racing = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/payment/checkout', buyer, {})),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of racing.filter((item) => item.statusCode !== 200))
      expect(response.json().data.code).toBe('error.cartEmpty');
    const mine = await context.deps.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(mine).toHaveLength(1);
  });

  it('validates cart input and refuses an empty checkout', async () => {
    expect(
      (await call('POST', '/api/payment/cart/add', learner, { packageId: 4, quantity: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/payment/cart/add', learner, { packageId: 4, quantity: 11 })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/payment/cart/add', learner, { packageId: 999 })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/payment/cart/change-quantity', learner, { packageId: 5, quantity: 2 }))
        .statusCode,
    ).toBe(404);
    const empty = await call('POST', '/api/payment/checkout', learner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.code).toBe('error.cartEmpty');
    expect((await call('POST', '/api/payment/cart/add', null, { packageId: 4 })).statusCode).toBe(401);
  });

  it('applies a discount voucher once per user and gives its use back when payment fails', async () => {
    await createVoucher({
      code: 'TENOFF',
      kind: 'DISCOUNT',
      packageId: null,
      discountPercent: 10,
      maxUses: 5,
    });
    const buyer = await buildUser(context);
    await call('POST', '/api/payment/cart/add', buyer, { packageId: 1 });
    const priced = await call('GET', '/api/payment/cart?voucherCode=tenoff', buyer);
    expect(priced.json().data).toMatchObject({
      subtotal: 119,
      discount: 11.9,
      total: 107.1,
      voucherCode: 'TENOFF',
    });
    const order = (await call('POST', '/api/payment/checkout', buyer, { voucherCode: 'TENOFF' })).json().data;
    expect(order.total).toBe(107.1);
    const declined = await call('POST', '/api/payment/sandbox/complete', buyer, {
      orderId: order.id,
      outcome: 'failure',
    });
    expect(declined.statusCode).toBe(402);
    expect((await call('GET', `/api/payment/orders/${order.id}`, buyer)).json().data).toMatchObject({
      status: 'FAILED',
      paymentStatus: false,
    });
    const info = (await call('GET', '/api/voucher/info/TENOFF/0', buyer)).json().data;
    expect(info).toMatchObject({
      usable: true,
      usesLeft: 5,
      fetched: true,
      problem: null,
      heldByOrderId: null,
    });
    expect(await accessOf(buyer)).toMatchObject({ subscriptionEnd: null });
  });
});

describe('package vouchers', () => {
  it('activates once per user with the seed message, and refuses expired or unknown codes', async () => {
    await createVoucher({ code: 'WELCOME-AI', packageId: 4, maxUses: 3 });
    const user = await buildUser(context);
    const response = await call('GET', '/api/voucher/active/welcome-ai', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: 'Apply voucher success: AI Scoring #1 has been added to your account.',
      data: { packageName: 'AI Scoring #1' },
    });
    expect(await accessOf(user)).toMatchObject({ numberAiScoring: 200 });
    const twice = await call('GET', '/api/voucher/active/WELCOME-AI', user);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.code).toBe('error.voucherAlreadyUsed');
    expect(await accessOf(user)).toMatchObject({ numberAiScoring: 200 });
    expect((await call('GET', '/api/payment/history', user)).json().data[0]).toMatchObject({
      kind: 'VOUCHER',
      voucherCode: 'WELCOME-AI',
    });

    await createVoucher({ code: 'OLD-CODE', expiresAt: new Date(Date.now() - 1000) });
    expect((await call('GET', '/api/voucher/info/OLD-CODE/0', user)).json().data).toMatchObject({
      usable: false,
      problem: 'error.voucherExpired',
    });
    // A package voucher checked on another package's page: for another cart, and said so.
    const elsewhere = await call('GET', '/api/voucher/info/WELCOME-AI/5', await buildUser(context));
    expect(elsewhere.json().data).toMatchObject({ usable: false, problem: 'error.voucherNotForCart' });
    expect((await call('GET', '/api/voucher/active/OLD-CODE', user)).json().data.code).toBe(
      'error.voucherExpired',
    );
    expect((await call('GET', '/api/voucher/active/NOPE-NOPE', user)).statusCode).toBe(404);
    expect((await call('GET', '/api/voucher/active/%27%3B--', user)).statusCode).toBe(400);
  });

  it('gives exactly 10 grants for 100 concurrent redemptions of a 10-use voucher', async () => {
    await createVoucher({ code: 'RUSH-10', packageId: 4, maxUses: 10 });
    const users = await Promise.all(Array.from({ length: 100 }, () => buildUser(context)));
    const results = await Promise.all(users.map((user) => call('GET', '/api/voucher/active/RUSH-10', user)));
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const granted = await Promise.all(
      users.map(async (user) => (await accessOf(user)).numberAiScoring as number),
    );
    expect(granted.filter((value) => value === 200)).toHaveLength(10);
  }, 120_000);
});

describe('admin orders', () => {
  it('shows every order to admins only', async () => {
    const admin = await buildUser(context, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    expect((await call('GET', '/api/admin/orders', learner)).statusCode).toBe(403);
    const response = await call('GET', '/api/admin/orders', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
  });
});
