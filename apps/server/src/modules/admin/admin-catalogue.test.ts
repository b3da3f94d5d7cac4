import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { packages } from '../../db/schema/index.js';
import { syncCatalogue } from '../marketplace/catalogue.service.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser } from '../../../test/factories.js';

const fixture = useAdminFixture('catalogue-admin@example.com');
const { call } = fixture;
const auditOf = (targetId: string) => fixture.auditEntries({ targetId });

/** The editable fields of a package as the console reads them (what a form sends back). */
async function formOf(id: number): Promise<Record<string, unknown>> {
  const {
    id: _id,
    kind: _kind,
    ...fields
  } = (await call('GET', `/api/admin/packages/${id}`)).json().data as Record<string, unknown>;
  return fields;
}

const product = {
  name: 'Mock Test Weekend',
  description: 'Two mock tests with scores, for one weekend.',
  cost: 19.5,
  numberExamMock: 2,
  numberScoreMock: 2,
};

describe('GET /api/admin/packages', () => {
  it('lists the seeded catalogue with kinds, combo members and x-total-count, filters and sorts', async () => {
    const all = await call('GET', '/api/admin/packages?size=25');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('10');
    expect(all.json().data.find((pack: { id: number }) => pack.id === 12)).toMatchObject({
      forClasses: true,
    });
    const byId = new Map(all.json().data.map((pack: { id: number }) => [pack.id, pack]));
    expect(byId.get(2)).toMatchObject({ kind: 'pack', cost: 59, subscriptionDays: 30, comboMemberIds: [] });
    expect(byId.get(4)).toMatchObject({ kind: 'product', numberAiScoring: 200 });
    expect(byId.get(10)).toMatchObject({ kind: 'combo', comboMemberIds: [2, 6, 4], cost: 99 });
    const combos = (await call('GET', '/api/admin/packages?kind=combo')).json().data;
    expect(combos.map((pack: { id: number }) => pack.id)).toEqual([10, 11]);
    const packs = (await call('GET', '/api/admin/packages?kind=pack')).json().data;
    expect(packs.map((pack: { id: number }) => pack.id)).toEqual([1, 2]);
    const search = await call('GET', '/api/admin/packages?q=ai%20scoring&sort=cost,desc');
    expect(search.json().data.map((pack: { id: number }) => pack.id)).toEqual([5, 4]);
  });

  it.each(['size=7', 'sort=price,asc', 'kind=bundle', 'other=1'])('answers 400 for ?%s', async (query) => {
    expect((await call('GET', `/api/admin/packages?${query}`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown package and 400 for a bad id', async () => {
    expect((await call('GET', '/api/admin/packages/999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/packages/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/packages/:id', () => {
  it('changes a price: audited, the marketplace and a new checkout use it, an earlier order keeps its own', async () => {
    const buyer = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 3 }, buyer);
    const earlier = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data;
    expect(earlier.total).toBe(25);

    const form = await formOf(3);
    const response = await call('PUT', '/api/admin/packages/3', { ...form, cost: 21.99, oldCost: 25 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: 3, cost: 21.99, oldCost: 25, kind: 'product' });

    const entries = await auditOf('3');
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'package.update',
        targetLabel: 'Mock Test #1',
        before: expect.objectContaining({ cost: 25, oldCost: null }),
        after: expect.objectContaining({ cost: 21.99, oldCost: 25 }),
      }),
    ]);
    // Saving the same form again changes nothing and writes no entry.
    await call('PUT', '/api/admin/packages/3', { ...form, cost: 21.99, oldCost: 25 });
    expect(await auditOf('3')).toHaveLength(1);

    const shown = (await call('GET', '/api/package/product/3', undefined, null)).json().data;
    expect(shown.cost).toBe(21.99);
    await call('POST', '/api/payment/cart/add', { packageId: 3, quantity: 2 }, buyer);
    expect((await call('GET', '/api/payment/cart', undefined, buyer)).json().data.total).toBe(43.98);
    const later = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data;
    expect(later.total).toBe(43.98);
    const orders = (
      await call('GET', `/api/admin/shop/orders?q=${encodeURIComponent(buyer.email)}&sort=createdDate,asc`)
    ).json().data as { id: string; total: number }[];
    expect(orders.map((order) => [order.id, order.total])).toEqual([
      [earlier.id, 25],
      [later.id, 43.98],
    ]);
  });

  it('keeps an admin edit when the start-up seeding runs again (a restart)', async () => {
    const form = await formOf(5);
    await call('PUT', '/api/admin/packages/5', { ...form, name: 'AI Scoring 500', cost: 45 });
    await syncCatalogue(fixture.context.deps);
    const [row] = await fixture.context.deps.db.select().from(packages).where(eq(packages.id, 5));
    expect(row).toMatchObject({ name: 'AI Scoring 500', costCents: 4500 });
    // A seed row that went missing comes back; nothing else is rewritten.
    const listed = await call('GET', '/api/admin/packages?size=25');
    expect(listed.headers['x-total-count']).toBe(String(listed.json().data.length));
  });

  it.each([
    ['a negative price', { cost: -1 }],
    ['three decimals', { cost: 1.005 }],
    ['an old price below the price', { cost: 30, oldCost: 20 }],
    ['days on a product', { subscriptionDays: 30 }],
    ['an unknown field', { colour: 'red' }],
    ['one combo member', { comboMemberIds: [4] }],
    ['a link without http', { linkImage: 'javascript:alert(1)' }],
    ['nothing given', { numberExamMock: 0, numberScoreMock: 0 }],
    ['an empty name', { name: ' ' }],
  ])('answers 400 for %s and changes nothing', async (_case, change) => {
    const form = await formOf(6);
    const response = await call('PUT', '/api/admin/packages/6', { ...form, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
    expect(await formOf(6)).toEqual(form);
  });

  it('refuses combo members that do not exist, are combos, or the combo itself', async () => {
    const form = await formOf(10);
    for (const comboMemberIds of [
      [2, 999],
      [2, 11],
      [10, 4],
    ]) {
      const response = await call('PUT', '/api/admin/packages/10', { ...form, comboMemberIds });
      expect(response.statusCode, String(comboMemberIds)).toBe(400);
      expect(response.json().data.fieldErrors ?? response.json().data).toBeTruthy();
    }
    // A package some combo bundles cannot become a combo.
    const member = await formOf(4);
    expect(
      (await call('PUT', '/api/admin/packages/4', { ...member, comboMemberIds: [3, 6] })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/admin/packages/999', form)).statusCode).toBe(404);
  });

  it('makes a pack longer: a learner buying it afterwards gets the new days', async () => {
    const form = await formOf(2);
    await call('PUT', '/api/admin/packages/2', { ...form, subscriptionDays: 45, subscriptionAiScoring: 12 });
    const buyer = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 2 }, buyer);
    const orderId = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data.id;
    await call('POST', '/api/payment/sandbox/complete', { orderId, outcome: 'success' }, buyer);
    const access = (await call('GET', '/user/access-control', undefined, buyer)).json().data;
    const days = (new Date(access.subscriptionEnd).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(45);
    expect(access.dailyAiScoringLeft).toBe(12);
  });
});

describe('POST /api/admin/packages', () => {
  it('creates a product under the next id, audited, on sale at once', async () => {
    const response = await call('POST', '/api/admin/packages', product);
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ id: 13, kind: 'product', cost: 19.5, showed: true, activated: true });
    expect(await auditOf('13')).toEqual([
      expect.objectContaining({ action: 'package.create', before: null, targetLabel: 'Mock Test Weekend' }),
    ]);
    const shop = (await call('GET', '/api/package/all', undefined, null)).json().data;
    expect(shop.map((pack: { id: number }) => pack.id)).toContain(13);
  });

  it('creates a combo of existing products and gives concurrent creations distinct ids', async () => {
    const made = await Promise.all(
      [1, 2, 3].map((index) =>
        call('POST', '/api/admin/packages', {
          ...product,
          name: `Combo weekend ${index}`,
          comboMemberIds: [3, 4],
          isDiscount: true,
          oldCost: 55,
        }),
      ),
    );
    expect(made.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const ids = made.map((response) => response.json().data.id as number);
    expect(new Set(ids).size).toBe(3);
    expect(made[0]?.json().data.kind).toBe('combo');
  });

  it('refuses a sale without the price it is reduced from (the shop’s badge names it)', async () => {
    const refused = await call('POST', '/api/admin/packages', { ...product, isDiscount: true });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('oldCost');
  });

  it('is for admins only', async () => {
    expect((await call('POST', '/api/admin/packages', product, fixture.learner)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/packages', product, null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/packages/3', product, fixture.learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/packages', undefined, fixture.learner)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/packages/:id/actions', () => {
  it('takes a package off sale (marketplace and carts), audited once; a placed order is still delivered', async () => {
    const buyer = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 7 }, buyer);
    const orderId = (await call('POST', '/api/payment/checkout', {}, buyer)).json().data.id;
    const other = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 7 }, other);

    const off = await call('POST', '/api/admin/packages/7/actions', { action: 'deactivate' });
    expect(off.json().data).toMatchObject({ activated: false });
    await call('POST', '/api/admin/packages/7/actions', { action: 'deactivate' });
    expect((await auditOf('7')).map((entry) => entry.action)).toEqual(['package.deactivate']);

    expect((await call('GET', '/api/package/product/7', undefined, null)).statusCode).toBe(404);
    expect((await call('GET', '/api/payment/cart', undefined, other)).json().data.items).toEqual([]);
    const paid = await call('POST', '/api/payment/sandbox/complete', { orderId, outcome: 'success' }, buyer);
    expect(paid.json().data.status).toBe('PAID');
    expect((await call('GET', '/user/access-control', undefined, buyer)).json().data.numberScoreMock).toBe(4);

    await call('POST', '/api/admin/packages/7/actions', { action: 'activate' });
    expect((await call('GET', '/api/package/product/7', undefined, null)).statusCode).toBe(200);
  });
});
