import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

const fixture = useAdminFixture('refund-admin@example.com');
const { call } = fixture;

/** A learner's paid order of these packages (checkout and the sandbox payment). */
async function paidOrder(buyer: BuiltUser, packageIds: number[]): Promise<string> {
  for (const packageId of packageIds) await call('POST', '/api/payment/cart/add', { packageId }, buyer);
  const orderId = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data.id as string;
  const paid = await call('POST', '/api/payment/sandbox/complete', { orderId, outcome: 'success' }, buyer);
  expect(paid.json().data.status).toBe('PAID');
  return orderId;
}

async function accessOf(user: BuiltUser) {
  return (await call('GET', '/user/access-control', undefined, user)).json().data;
}

function refund(orderId: string, who?: BuiltUser) {
  return call('POST', `/api/admin/shop/orders/${orderId}/refund`, undefined, who);
}

const day = 86_400_000;

describe('POST /api/admin/shop/orders/:id/refund', () => {
  it('takes back the credits an order granted, marks it refunded and audits it', async () => {
    const buyer = await buildUser(fixture.context, { email: 'refund-credits@example.com' });
    const orderId = await paidOrder(buyer, [4, 6]);
    expect(await accessOf(buyer)).toMatchObject({
      numberAiScoring: 200,
      numberExamMock: 2,
      numberScoreMock: 2,
    });
    const response = await refund(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: orderId,
      status: 'REFUNDED',
      userEmail: 'refund-credits@example.com',
      refundedDate: expect.any(String),
    });
    expect(await accessOf(buyer)).toMatchObject({
      numberAiScoring: 0,
      numberExamMock: 0,
      numberScoreMock: 0,
    });
    // The learner sees the order refunded.
    expect((await call('GET', `/api/payment/orders/${orderId}`, undefined, buyer)).json().data.status).toBe(
      'REFUNDED',
    );
    const audit = await fixture.auditEntries({ targetId: orderId });
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        targetType: 'order',
        targetLabel: 'refund-credits@example.com',
        before: { status: 'PAID' },
        after: expect.objectContaining({ status: 'REFUNDED' }),
      }),
    ]);
  });

  it('grants back once however many refunds race, and a later refund changes nothing', async () => {
    const buyer = await buildUser(fixture.context);
    const kept = await paidOrder(buyer, [5]);
    const orderId = await paidOrder(buyer, [4]);
    expect((await accessOf(buyer)).numberAiScoring).toBe(700);
    const racing = await Promise.all(Array.from({ length: 8 }, () => refund(orderId)));
    expect(racing.map((response) => response.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect((await accessOf(buyer)).numberAiScoring).toBe(500);
    expect((await refund(orderId)).json().data.status).toBe('REFUNDED');
    expect((await accessOf(buyer)).numberAiScoring).toBe(500);
    const audit = await fixture.auditEntries({ targetId: orderId });
    expect(audit).toHaveLength(1);
    expect((await call('GET', `/api/payment/orders/${kept}`, undefined, buyer)).json().data.status).toBe(
      'PAID',
    );
  });

  it('removes the access days a pack gave; a pack bought after it moves back by the days left', async () => {
    const buyer = await buildUser(fixture.context);
    const first = await paidOrder(buyer, [2]);
    const firstEnd = new Date((await accessOf(buyer)).subscriptionEnd).getTime();
    expect(firstEnd).toBeGreaterThan(Date.now() + 29 * day);
    await paidOrder(buyer, [2]);
    const stackedEnd = new Date((await accessOf(buyer)).subscriptionEnd).getTime();
    expect(stackedEnd - firstEnd).toBeGreaterThan(29.9 * day);
    await refund(first);
    const after = await accessOf(buyer);
    // The second pack now runs from today: 30 days, not 60.
    const end = new Date(after.subscriptionEnd).getTime();
    expect(end).toBeLessThan(Date.now() + 30 * day + 60_000);
    expect(end).toBeGreaterThan(Date.now() + 29.9 * day);
    expect(after.fullQuestionBank).toBe(true);
  });

  it('ends the period of a refunded only pack and its full question bank', async () => {
    const buyer = await buildUser(fixture.context);
    const orderId = await paidOrder(buyer, [2]);
    expect((await accessOf(buyer)).subscriptionEnd).not.toBeNull();
    await refund(orderId);
    const access = await accessOf(buyer);
    expect(access.subscriptionEnd).toBeNull();
    expect(access.fullQuestionBank).toBe(false);
  });

  it('refuses an order not paid (409) and an unknown one (404); admins only', async () => {
    const buyer = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 4 }, buyer);
    const pending = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data.id as string;
    const refused = await refund(pending);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.code).toBe('error.orderNotRefundable');
    expect((await refund(buyer.id)).statusCode).toBe(404);
    expect((await refund(pending, buyer)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/shop/orders', () => {
  it('finds orders by the learner e-mail and status, paged with x-total-count', async () => {
    const buyer = await buildUser(fixture.context, { email: 'orders-list@example.com' });
    const first = await paidOrder(buyer, [4]);
    await paidOrder(buyer, [5]);
    await refund(first);
    const all = await call('GET', '/api/admin/shop/orders?q=ORDERS-LIST');
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().data[0]).toMatchObject({ userEmail: 'orders-list@example.com', total: 50 });
    const refunded = await call('GET', '/api/admin/shop/orders?q=orders-list&status=REFUNDED');
    expect(refunded.json().data.map((order: { id: string }) => order.id)).toEqual([first]);
    const cheapest = await call('GET', '/api/admin/shop/orders?q=orders-list&sort=total,asc&size=10');
    expect(cheapest.json().data.map((order: { total: number }) => order.total)).toEqual([30, 50]);
  });

  it.each(['status=PAYED', 'sort=userId,asc', 'size=3'])('answers 400 for ?%s', async (query) => {
    expect((await call('GET', `/api/admin/shop/orders?${query}`)).statusCode).toBe(400);
  });
});
