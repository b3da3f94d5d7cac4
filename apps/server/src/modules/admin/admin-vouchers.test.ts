import { describe, expect, it } from 'vitest';
import { voucherCodeAlphabet } from '@prepwise/contracts';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

const fixture = useAdminFixture('shop-admin@example.com');
const { call } = fixture;
const auditOf = (targetId: string) => fixture.auditEntries({ targetId });

function create(payload: Record<string, unknown>, who?: BuiltUser) {
  return call('POST', '/api/admin/vouchers', payload, who);
}

const packageTerms = { kind: 'PACKAGE', packageId: 4, maxUses: 2 };

describe('POST /api/admin/vouchers', () => {
  it('creates one code a learner can redeem, audited, and shows its use', async () => {
    const response = await create({ mode: 'single', code: 'spring-ai', ...packageTerms });
    expect(response.statusCode).toBe(200);
    const [voucher] = response.json().data;
    expect(voucher).toMatchObject({
      code: 'SPRING-AI',
      kind: 'PACKAGE',
      packageId: 4,
      packageName: 'AI Scoring #1',
      discountPercent: null,
      maxUses: 2,
      usedCount: 0,
      expiresDate: null,
      activated: true,
      usable: true,
    });
    expect(await auditOf(voucher.id)).toEqual([
      expect.objectContaining({
        action: 'voucher.create',
        targetLabel: 'SPRING-AI',
        before: null,
        after: expect.objectContaining({ code: 'SPRING-AI', maxUses: 2, activated: true }),
      }),
    ]);
    const redeemed = await call('GET', '/api/voucher/active/SPRING-AI', undefined, fixture.learner);
    expect(redeemed.statusCode).toBe(200);
    const listed = (await call('GET', '/api/admin/vouchers?q=spring')).json().data;
    expect(listed).toEqual([expect.objectContaining({ code: 'SPRING-AI', usedCount: 1, usable: true })]);
  });

  it('refuses a code that exists (409) and writes nothing', async () => {
    await create({ mode: 'single', code: 'TWICE-01', ...packageTerms });
    const again = await create({
      mode: 'single',
      code: 'twice-01',
      kind: 'DISCOUNT',
      discountPercent: 5,
      maxUses: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.code).toBe('error.voucherCodeTaken');
    expect((await call('GET', '/api/admin/vouchers?q=TWICE-01')).headers['x-total-count']).toBe('1');
  });

  it('creates N codes with a prefix, each audited, with the same terms and an expiry', async () => {
    const expiresDate = new Date(Date.now() + 86_400_000).toISOString();
    const response = await create({
      mode: 'bulk',
      prefix: 'summer',
      count: 12,
      kind: 'DISCOUNT',
      discountPercent: 15,
      maxUses: 1,
      expiresDate,
    });
    expect(response.statusCode).toBe(200);
    const made = response.json().data as { id: string; code: string; expiresDate: string }[];
    expect(made).toHaveLength(12);
    expect(new Set(made.map((voucher) => voucher.code)).size).toBe(12);
    const pattern = new RegExp(`^SUMMER-[${voucherCodeAlphabet}]{8}$`);
    for (const voucher of made) {
      expect(voucher.code).toMatch(pattern);
      expect(voucher.expiresDate).toBe(expiresDate);
    }
    const page = await call('GET', '/api/admin/vouchers?q=summer-&size=10&sort=code,asc');
    expect(page.headers['x-total-count']).toBe('12');
    const codes = page.json().data.map((voucher: { code: string }) => voucher.code);
    expect(codes).toEqual([...made.map((voucher) => voucher.code)].sort().slice(0, 10));
    expect(await auditOf(made[5]?.id ?? '')).toHaveLength(1);
  });

  it.each([
    ['no package for a package voucher', { mode: 'single', code: 'NOPACK', kind: 'PACKAGE', maxUses: 1 }],
    [
      'a package not in the catalogue',
      { mode: 'single', code: 'BADPACK', kind: 'PACKAGE', packageId: 8, maxUses: 1 },
    ],
    ['no percentage', { mode: 'single', code: 'NOPCT', kind: 'DISCOUNT', maxUses: 1 }],
    ['101 %', { mode: 'single', code: 'TOOMUCH', kind: 'DISCOUNT', discountPercent: 101, maxUses: 1 }],
    ['no uses', { mode: 'single', code: 'NOUSE', ...packageTerms, maxUses: 0 }],
    ['a bad code', { mode: 'single', code: 'a b', ...packageTerms }],
    ['too many codes', { mode: 'bulk', prefix: 'MANY', count: 201, ...packageTerms }],
    ['a bad prefix', { mode: 'bulk', prefix: 'X', count: 2, ...packageTerms }],
    ['an unknown field', { mode: 'single', code: 'EXTRA1', ...packageTerms, usedCount: 5 }],
    [
      'more uses per learner than in all',
      { mode: 'single', code: 'PERUSER1', ...packageTerms, maxUsesPerUser: 3 },
    ],
    ['no use per learner', { mode: 'single', code: 'PERUSER0', ...packageTerms, maxUsesPerUser: 0 }],
  ])('answers 400 for %s', async (_case, payload) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
  });

  it('is for admins only', async () => {
    const response = await create({ mode: 'single', code: 'LEARNER1', ...packageTerms }, fixture.learner);
    expect(response.statusCode).toBe(403);
  });
});

describe('the per-learner use limit', () => {
  it('defaults to one use per learner and keeps it in the list and the audit', async () => {
    const [voucher] = (await create({ mode: 'single', code: 'ONCE-EACH', ...packageTerms })).json().data;
    expect(voucher.maxUsesPerUser).toBe(1);
    expect(await auditOf(voucher.id)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ maxUsesPerUser: 1 }) }),
    ]);
    expect((await call('GET', '/api/voucher/active/ONCE-EACH', undefined, fixture.learner)).statusCode).toBe(
      200,
    );
    const again = await call('GET', '/api/voucher/active/ONCE-EACH', undefined, fixture.learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.code).toBe('error.voucherAlreadyUsed');
  });

  it('lets one learner use a code up to its limit, each use granted, then refuses', async () => {
    const buyer = await buildUser(fixture.context);
    await create({
      mode: 'single',
      code: 'THRICE-AI',
      kind: 'PACKAGE',
      packageId: 4,
      maxUses: 10,
      maxUsesPerUser: 3,
    });
    for (let use = 0; use < 3; use += 1)
      expect((await call('GET', '/api/voucher/active/THRICE-AI', undefined, buyer)).statusCode).toBe(200);
    const fourth = await call('GET', '/api/voucher/active/THRICE-AI', undefined, buyer);
    expect(fourth.json().data.code).toBe('error.voucherAlreadyUsed');
    const access = (await call('GET', '/user/access-control', undefined, buyer)).json().data;
    expect(access.numberAiScoring).toBe(600);
    const [listed] = (await call('GET', '/api/admin/vouchers?q=THRICE-AI')).json().data;
    expect(listed).toMatchObject({ maxUsesPerUser: 3, usedCount: 3, usable: true });
  });

  it('gives one learner exactly their limit under 20 concurrent redemptions, and the total limit across learners', async () => {
    const racer = await buildUser(fixture.context);
    await create({
      mode: 'single',
      code: 'RACE-TWICE',
      kind: 'PACKAGE',
      packageId: 4,
      maxUses: 5,
      maxUsesPerUser: 2,
    });
    const mine = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', '/api/voucher/active/RACE-TWICE', undefined, racer)),
    );
    const statuses = mine.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect((await call('GET', '/user/access-control', undefined, racer)).json().data.numberAiScoring).toBe(
      400,
    );
    // Three uses are left in all: four learners racing with two attempts each take exactly three.
    const others = await Promise.all(Array.from({ length: 4 }, () => buildUser(fixture.context)));
    const theirs = await Promise.all(
      others.flatMap((other) =>
        [1, 2].map(() => call('GET', '/api/voucher/active/RACE-TWICE', undefined, other)),
      ),
    );
    expect(theirs.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const [listed] = (await call('GET', '/api/admin/vouchers?q=RACE-TWICE')).json().data;
    expect(listed).toMatchObject({ usedCount: 5, usable: false });
  }, 60_000);

  it('lets a discount code be used at checkout up to the per-learner limit; a failed payment gives its use back', async () => {
    const buyer = await buildUser(fixture.context);
    await create({
      mode: 'single',
      code: 'CART-TWICE',
      kind: 'DISCOUNT',
      discountPercent: 10,
      maxUses: 50,
      maxUsesPerUser: 2,
    });
    async function checkoutWithCode() {
      await call('POST', '/api/payment/cart/add', { packageId: 4 }, buyer);
      return call('POST', '/api/payment/checkout', { voucherCode: 'CART-TWICE' }, buyer);
    }
    const first = (await checkoutWithCode()).json().data;
    expect(first.total).toBe(27);
    await call('POST', '/api/payment/sandbox/complete', { orderId: first.id, outcome: 'failure' }, buyer);
    const second = (await checkoutWithCode()).json().data;
    await call('POST', '/api/payment/sandbox/complete', { orderId: second.id, outcome: 'success' }, buyer);
    const third = (await checkoutWithCode()).json().data;
    expect(third.discount).toBe(3);
    await call('POST', '/api/payment/sandbox/complete', { orderId: third.id, outcome: 'success' }, buyer);
    const refused = await checkoutWithCode();
    expect(refused.json().data.code).toBe('error.voucherAlreadyUsed');
  });
});

describe('GET /api/admin/vouchers', () => {
  it('sorts by use and by expiry (no expiry last), pages with x-total-count', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const later = new Date(Date.now() + 7_200_000).toISOString();
    await create({ mode: 'single', code: 'ORDER-NEVER', ...packageTerms });
    await create({ mode: 'single', code: 'ORDER-LATER', ...packageTerms, expiresDate: later });
    await create({ mode: 'single', code: 'ORDER-SOON', ...packageTerms, expiresDate: soon });
    const byExpiry = (await call('GET', '/api/admin/vouchers?q=order-&sort=expiresDate,asc')).json().data;
    expect(byExpiry.map((voucher: { code: string }) => voucher.code)).toEqual([
      'ORDER-SOON',
      'ORDER-LATER',
      'ORDER-NEVER',
    ]);
    await call('GET', '/api/voucher/active/ORDER-LATER', undefined, fixture.learner);
    const byUse = (await call('GET', '/api/admin/vouchers?q=order-&sort=usedCount,desc')).json().data;
    expect(byUse[0].code).toBe('ORDER-LATER');
    const second = await call('GET', '/api/admin/vouchers?q=order-&size=10&page=1');
    expect(second.json().data).toEqual([]);
    expect(second.headers['x-total-count']).toBe('3');
  });

  it.each(['size=7', 'sort=maxUses,asc', 'page=-1', `q=${'x'.repeat(33)}`, 'other=1'])(
    'answers 400 for ?%s',
    async (query) => {
      expect((await call('GET', `/api/admin/vouchers?${query}`)).statusCode).toBe(400);
    },
  );
});

describe('POST /api/admin/vouchers/:id/actions', () => {
  it('deactivates a code (learners are refused at once), audited once, and activates it again', async () => {
    const [voucher] = (await create({ mode: 'single', code: 'STOP-ME', ...packageTerms })).json().data;
    const off = await call('POST', `/api/admin/vouchers/${voucher.id}/actions`, { action: 'deactivate' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ activated: false, usable: false });
    // Deactivating a deactivated code changes nothing and writes no entry.
    await call('POST', `/api/admin/vouchers/${voucher.id}/actions`, { action: 'deactivate' });
    const refused = await call('GET', '/api/voucher/active/STOP-ME', undefined, fixture.learner);
    expect(refused.json().data.code).toBe('error.voucherInvalid');
    await call('POST', `/api/admin/vouchers/${voucher.id}/actions`, { action: 'activate' });
    const entries = await auditOf(voucher.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'voucher.create',
      'voucher.deactivate',
      'voucher.activate',
    ]);
    expect(entries[1]).toMatchObject({ before: { activated: true }, after: { activated: false } });
  });

  it('answers 404 for an unknown voucher and 400 for an unknown action', async () => {
    const unknown = await call('POST', `/api/admin/vouchers/${fixture.learner.id}/actions`, {
      action: 'deactivate',
    });
    expect(unknown.statusCode).toBe(404);
    const [voucher] = (await create({ mode: 'single', code: 'ODD-ACT', ...packageTerms })).json().data;
    const bad = await call('POST', `/api/admin/vouchers/${voucher.id}/actions`, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
  });
});
