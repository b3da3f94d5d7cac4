import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { vouchers } from '../../db/schema/index.js';

const fixture = useAdminFixture('fixed-vouchers-admin@example.com');
const { call } = fixture;

/** A discount voucher made in the console: 50.000 ₫ or $2 off unless other terms are given. */
async function createDiscount(code: string, terms: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/admin/vouchers', {
    mode: 'single',
    code,
    kind: 'DISCOUNT',
    discountAmounts: { VND: 50000, USD: 2 },
    maxUses: 10,
    ...terms,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data[0];
}

async function cartWith(buyer: BuiltUser, packageId: number, voucherCode: string) {
  expect((await call('POST', '/api/payment/cart/add', { packageId }, buyer)).statusCode).toBe(200);
  return call('GET', `/api/payment/cart?voucherCode=${voucherCode}`, undefined, buyer);
}

describe('vouchers of a fixed amount per currency', () => {
  it('are created and listed in the console with their amounts in major units, audited in minor units', async () => {
    const voucher = await createDiscount('FIXED-LIST', { discountAmounts: { usd: 2.5, VND: 50000 } });
    expect(voucher).toMatchObject({
      kind: 'DISCOUNT',
      discountPercent: null,
      discountAmounts: { USD: 2.5, VND: 50000 },
    });
    const listed = (await call('GET', '/api/admin/vouchers?q=FIXED-LIST')).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        code: 'FIXED-LIST',
        discountPercent: null,
        discountAmounts: { USD: 2.5, VND: 50000 },
      }),
    ]);
    expect(await fixture.auditEntries({ targetId: voucher.id })).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ discountPercent: null, discountAmounts: { USD: 250, VND: 50000 } }),
      }),
    ]);
  });

  it.each([
    ['both a percentage and amounts', { discountPercent: 10 }],
    ['no currency', { discountAmounts: {} }],
    ['a fraction of a đồng', { discountAmounts: { VND: 500.5 } }],
    ['an amount of zero', { discountAmounts: { USD: 0 } }],
    ['an unknown currency', { discountAmounts: { XXQ: 5 } }],
  ])('are refused with %s', async (_case, terms) => {
    const response = await call('POST', '/api/admin/vouchers', {
      mode: 'single',
      code: 'FIXED-BAD',
      kind: 'DISCOUNT',
      maxUses: 1,
      discountAmounts: { VND: 50000 },
      ...terms,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
  });

  it('take their đồng amount off a cart in đồng, and the order keeps it in đồng', async () => {
    await createDiscount('FIXED-VND');
    const lan = await buildUser(fixture.context, { langKey: 'vi' });
    const info = (await call('GET', '/api/voucher/info/FIXED-VND/0', undefined, lan)).json().data;
    expect(info).toMatchObject({
      discountPercent: null,
      discountAmount: 50000,
      currency: 'VND',
      usable: true,
    });
    const cart = await cartWith(lan, 3, 'FIXED-VND');
    expect(cart.statusCode).toBe(200);
    expect(cart.json().data).toMatchObject({
      currency: 'VND',
      subtotal: 649000,
      discount: 50000,
      total: 599000,
      voucherCode: 'FIXED-VND',
    });
    const order = await call('POST', '/api/payment/checkout', { voucherCode: 'FIXED-VND' }, lan);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({
      currency: 'VND',
      subtotal: 649000,
      discount: 50000,
      total: 599000,
      status: 'PENDING',
    });
  });

  it('take their dollar amount off a cart in dollars', async () => {
    await createDiscount('FIXED-USD');
    const ben = await buildUser(fixture.context);
    expect((await cartWith(ben, 3, 'FIXED-USD')).json().data).toMatchObject({
      currency: 'USD',
      subtotal: 25,
      discount: 2,
      total: 23,
    });
  });

  it('are refused on a cart in a currency they have no amount in', async () => {
    await createDiscount('FIXED-ONLY-VND', { discountAmounts: { VND: 50000 } });
    const ben = await buildUser(fixture.context);
    const info = (await call('GET', '/api/voucher/info/FIXED-ONLY-VND/0', undefined, ben)).json().data;
    expect(info).toMatchObject({
      discountAmount: null,
      currency: 'USD',
      usable: false,
      problem: 'error.voucherNotInCurrency',
    });
    const cart = await cartWith(ben, 3, 'FIXED-ONLY-VND');
    expect(cart.statusCode).toBe(400);
    expect(cart.json().data.code).toBe('error.voucherNotInCurrency');
    const refused = await call('POST', '/api/payment/checkout', { voucherCode: 'FIXED-ONLY-VND' }, ben);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.code).toBe('error.voucherNotInCurrency');
    // Nothing was taken: the cart is still there and the voucher unused.
    expect((await call('GET', '/api/payment/cart', undefined, ben)).json().data.items).toHaveLength(1);
    const listed = (await call('GET', '/api/admin/vouchers?q=FIXED-ONLY-VND')).json().data;
    expect(listed[0].usedCount).toBe(0);
  });

  it('never take a cart below zero: a fully covered order is paid at once', async () => {
    await createDiscount('FIXED-BIG', { discountAmounts: { VND: 1000000 } });
    const lan = await buildUser(fixture.context, { langKey: 'vi' });
    expect((await cartWith(lan, 3, 'FIXED-BIG')).json().data).toMatchObject({
      subtotal: 649000,
      discount: 649000,
      total: 0,
    });
    const order = await call('POST', '/api/payment/checkout', { voucherCode: 'FIXED-BIG' }, lan);
    expect(order.json().data).toMatchObject({
      currency: 'VND',
      discount: 649000,
      total: 0,
      status: 'PAID',
    });
  });

  it('leave percentage vouchers as they were, in any currency', async () => {
    await createDiscount('PERCENT-20', { discountAmounts: null, discountPercent: 20 });
    const lan = await buildUser(fixture.context, { langKey: 'vi' });
    expect((await cartWith(lan, 3, 'PERCENT-20')).json().data).toMatchObject({
      currency: 'VND',
      discount: 129800,
      total: 519200,
    });
    const ben = await buildUser(fixture.context);
    expect((await cartWith(ben, 3, 'PERCENT-20')).json().data).toMatchObject({
      currency: 'USD',
      discount: 5,
      total: 20,
    });
    const info = (await call('GET', '/api/voucher/info/PERCENT-20/0', undefined, ben)).json().data;
    expect(info).toMatchObject({ discountPercent: 20, discountAmount: null, usable: true });
  });

  it.each([
    ['both a percentage and amounts', { discountPercent: 10, discountAmounts: { VND: 50000 } }],
    ['neither', { discountPercent: null, discountAmounts: null }],
    ['no currency', { discountPercent: null, discountAmounts: {} }],
  ])('are kept by the database only with a percentage or amounts: not %s', async (label, terms) => {
    const insert = fixture.context.deps.db
      .insert(vouchers)
      .values({ code: `DB-${label.length}`, kind: 'DISCOUNT', packageId: null, maxUses: 1, ...terms });
    await expect(insert).rejects.toThrow();
  });
});
