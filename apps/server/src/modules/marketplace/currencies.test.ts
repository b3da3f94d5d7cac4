import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

const fixture = useAdminFixture('currencies-admin@example.com');
const { call } = fixture;

async function checkOut(buyer: BuiltUser, packageId: number) {
  expect((await call('POST', '/api/payment/cart/add', { packageId }, buyer)).statusCode).toBe(200);
  const order = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data;
  const paid = await call(
    'POST',
    '/api/payment/sandbox/complete',
    { orderId: order.id, outcome: 'success' },
    buyer,
  );
  expect(paid.statusCode).toBe(200);
  return paid.json().data;
}

/** Mock Test #2 (id 6) also sold in euros, at 32.50 €, as an admin sets it in the console. */
async function priceMockTest2InEuro() {
  const { id: _id, kind: _kind, ...fields } = (await call('GET', '/api/admin/packages/6')).json().data;
  return call('PUT', '/api/admin/packages/6', {
    ...fields,
    prices: [
      ...fields.prices.filter((price: { currency: string }) => price.currency !== 'EUR'),
      { currency: 'eur', amount: 32.5, oldAmount: null },
    ],
  });
}

describe('prices per currency', () => {
  it('lists each package in dollars and in đồng, US dollars first', async () => {
    const response = await call('GET', '/api/package/product/3', undefined, null);
    expect(response.json().data).toMatchObject({
      cost: 25,
      prices: [
        { currency: 'USD', amount: 25, oldAmount: null },
        { currency: 'VND', amount: 649000, oldAmount: null },
      ],
    });
  });

  it('prices a Vietnamese learner’s cart, order, payment and receipt in đồng; another in dollars', async () => {
    const lan = await buildUser(fixture.context, { langKey: 'vi' });
    const cart = await call('POST', '/api/payment/cart/add', { packageId: 1 }, lan);
    expect(cart.json().data).toMatchObject({ currency: 'VND', total: 2990000 });
    const order = (await call('POST', '/api/payment/checkout', {}, lan)).json().data;
    expect(order).toMatchObject({ currency: 'VND', total: 2990000, items: [{ unitCost: 2990000 }] });
    await call('POST', '/api/payment/sandbox/complete', { orderId: order.id, outcome: 'success' }, lan);
    const history = (await call('GET', '/api/payment/history?page=0&size=10', undefined, lan)).json().data;
    expect(history[0]).toMatchObject({ kind: 'PAYMENT', amount: 2990000, currency: 'VND' });

    const ben = await buildUser(fixture.context);
    expect(await checkOut(ben, 1)).toMatchObject({ currency: 'USD', total: 119 });
  });

  it('follows the currency a learner chooses in the profile, and refuses an unknown code', async () => {
    const minh = await buildUser(fixture.context, { langKey: 'vi' });
    const session = await call('POST', `/user/${minh.id}`, { currency: 'usd' }, minh);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toMatchObject({ langKey: 'vi', currency: 'USD' });
    await call('POST', '/api/payment/cart/add', { packageId: 4 }, minh);
    expect((await call('GET', '/api/payment/cart', undefined, minh)).json().data).toMatchObject({
      currency: 'USD',
      total: 30,
    });
    const wrong = await call('POST', `/user/${minh.id}`, { currency: 'DOGE' }, minh);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.code).toBe('error.validation');
  });

  it('sells in a currency an admin adds only what has a price in it', async () => {
    const saved = await priceMockTest2InEuro();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.prices).toEqual([
      { currency: 'USD', amount: 35, oldAmount: null },
      { currency: 'EUR', amount: 32.5, oldAmount: null },
      { currency: 'VND', amount: 879000, oldAmount: null },
    ]);

    const klaus = await buildUser(fixture.context, { langKey: 'de' });
    await call('POST', `/user/${klaus.id}`, { currency: 'EUR' }, klaus);
    const refused = await call('POST', '/api/payment/cart/add', { packageId: 7 }, klaus);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.code).toBe('error.notSoldInCurrency');
    expect(await checkOut(klaus, 6)).toMatchObject({ currency: 'EUR', total: 32.5 });
  });

  it('keeps a line without a price in the new currency in the cart, unpriced, and checks nothing out', async () => {
    await priceMockTest2InEuro();
    const anna = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 7 }, anna);
    await call('POST', '/api/payment/cart/add', { packageId: 6 }, anna);
    await call('POST', `/user/${anna.id}`, { currency: 'EUR' }, anna);
    const cart = (await call('GET', '/api/payment/cart', undefined, anna)).json().data;
    expect(cart).toMatchObject({ currency: 'EUR', total: 32.5 });
    expect(cart.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ packageId: 7, available: false, lineTotal: 0 }),
        expect.objectContaining({ packageId: 6, lineTotal: 32.5 }),
      ]),
    );
    const refused = await call('POST', '/api/payment/checkout', {}, anna);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.code).toBe('error.notSoldInCurrency');
    expect((await call('GET', '/api/payment/cart', undefined, anna)).json().data.items).toHaveLength(2);
  });

  it('refuses a price with more decimals than its currency, or an old price below it', async () => {
    const form = (await call('GET', '/api/admin/packages/5')).json().data;
    const { id: _id, kind: _kind, ...fields } = form;
    for (const prices of [
      [{ currency: 'VND', amount: 1000.5, oldAmount: null }],
      [{ currency: 'VND', amount: 1000, oldAmount: 900 }],
      [
        { currency: 'VND', amount: 1000, oldAmount: null },
        { currency: 'VND', amount: 2000, oldAmount: null },
      ],
    ]) {
      const response = await call('PUT', '/api/admin/packages/5', { ...fields, prices });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.code).toBe('error.validation');
    }
  });
});
