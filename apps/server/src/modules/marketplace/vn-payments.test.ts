import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { pendingOrderMinutes } from '@prepwise/contracts';
import { startPaymentsStandIn, type PaymentsStandIn } from '../../../../../scripts/payments-local.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { entitlementLedger, orders, payments, vouchers } from '../../db/schema/index.js';
import type { Fetch } from './providers/types.js';
import { providerRefundStaleMs } from './provider-refund.js';
import { momoSignature } from './providers/momo.js';
import { signVnpayQuery, toVnpayAmount, vnpayDate, type VnpayConfig } from './providers/vnpay.js';

/**
 * VNPay and MoMo end to end against the in-process stand-in of their sandboxes: checkout sends
 * the learner to the stand-in's page, paying there makes the stand-in send its signed IPN to the
 * app, and the admin refund calls the stand-in's refund API.
 */
const secrets = {
  VNPAY_TMN_CODE: 'PREPWISE',
  VNPAY_HASH_SECRET: 'vnpay-test-hash-secret',
  MOMO_PARTNER_CODE: 'MOMOPREP',
  MOMO_ACCESS_KEY: 'momo-access-key',
  MOMO_SECRET_KEY: 'momo-test-secret-key',
};
const vnpayConfig: VnpayConfig = {
  tmnCode: secrets.VNPAY_TMN_CODE,
  hashSecret: secrets.VNPAY_HASH_SECRET,
  paymentUrl: 'unused',
  apiUrl: 'unused',
};
const momoConfig = {
  partnerCode: secrets.MOMO_PARTNER_CODE,
  accessKey: secrets.MOMO_ACCESS_KEY,
  secretKey: secrets.MOMO_SECRET_KEY,
  endpoint: 'unused',
};

/** The app's configuration; the stand-in's URLs are added once it listens (before the app starts). */
const config: Record<string, string> = { ...secrets };
let standIn: PaymentsStandIn;

/** How many times at once the app gets each IPN the stand-in sends (a provider's concurrent retries). */
let ipnCopies = 1;

/** The stand-in's IPN calls, answered by the app in this process (it does not listen). */
const viaApp: Fetch = async (input, init) => {
  const url = new URL(input);
  const deliver = () =>
    fixture.context.app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: init.headers as Record<string, string> | undefined,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
  const [response] = await Promise.all(Array.from({ length: ipnCopies }, deliver));
  if (!response) throw new Error('no IPN delivered');
  return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode });
};

beforeAll(async () => {
  standIn = await startPaymentsStandIn({
    env: { ...secrets, VNPAY_IPN_URL: 'http://localhost:3000/api/payment/vnpay/ipn' },
    fetch: (input, init) => viaApp(input, init),
  });
  Object.assign(config, {
    VNPAY_URL: `${standIn.url}/paymentv2/vpcpay.html`,
    VNPAY_API_URL: `${standIn.url}/merchant_webapi/api/transaction`,
    MOMO_ENDPOINT: standIn.url,
  });
});
afterAll(async () => {
  await standIn.close();
});

const fixture = useAdminFixture('vn-payments-admin@example.com', { config });
const { call } = fixture;

beforeAll(async () => {
  await fixture.context.deps.db
    .insert(vouchers)
    .values({ code: 'VN-HALF', kind: 'DISCOUNT', packageId: null, discountPercent: 50, maxUses: 100 });
});

/** Records what the app logs at warn level, for the refusals' reasons. */
function watchWarnings() {
  return vi.spyOn(fixture.context.app.log, 'warn');
}

/** A learner paying in đồng (Vietnamese) with AI Scoring #2 (id 4) in the cart. */
async function vietnameseBuyerWithCart(): Promise<BuiltUser> {
  const buyer = await buildUser(fixture.context, { langKey: 'vi' });
  expect((await call('POST', '/api/payment/cart/add', { packageId: 4 }, buyer)).statusCode).toBe(200);
  return buyer;
}

async function checkoutWith(buyer: BuiltUser, body: Record<string, unknown>) {
  return call('POST', '/api/payment/checkout', body, buyer);
}

async function orderRow(orderId: string) {
  const [row] = await fixture.context.deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

async function paymentRows(orderId: string) {
  return fixture.context.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function grantRows(userId: string, orderId: string) {
  const rows = await fixture.context.deps.db
    .select()
    .from(entitlementLedger)
    .where(eq(entitlementLedger.userId, userId));
  return rows.filter((row) => row.sourceId?.startsWith(`order:${orderId}:`) && row.source === 'order');
}

async function aiScorings(buyer: BuiltUser): Promise<number> {
  return (await call('GET', '/user/access-control', undefined, buyer)).json().data.numberAiScoring as number;
}

/** A VNPay IPN query for an order as VNPay signs it (paid unless told). */
function vnpayIpnQuery(orderId: string, amount: number, overrides: Record<string, string> = {}): string {
  return signVnpayQuery(vnpayConfig.hashSecret, {
    vnp_Amount: String(toVnpayAmount(amount)),
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: `Prepwise order ${orderId}`,
    vnp_PayDate: '20260301150000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: vnpayConfig.tmnCode,
    vnp_TransactionNo: '14000042',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: orderId,
    ...overrides,
  });
}

function deliverVnpayIpn(query: string) {
  return fixture.context.app.inject({ method: 'GET', url: `/api/payment/vnpay/ipn?${query}` });
}

/** The stand-in's payment page for a redirect URL, then its Pay or Decline button. */
async function payAtStandIn(redirectUrl: string, choice: 'pay' | 'decline', formPath: string) {
  return chooseAtStandIn(await openStandInPage(redirectUrl), choice, formPath);
}

/** Opens the stand-in's payment page; its session token. */
async function openStandInPage(redirectUrl: string): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Presses Pay or Decline on an open stand-in page; where the learner is sent back. */
async function chooseAtStandIn(token: string, choice: 'pay' | 'decline', formPath: string) {
  const chosen = await fetch(`${standIn.url}${formPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: token ?? '', choice }).toString(),
    redirect: 'manual',
  });
  expect(chosen.status).toBe(302);
  return chosen.headers.get('location') ?? '';
}

/** Watches the refund requests the app sends to the stand-in's refund APIs (VNPay's and MoMo's). */
function watchProviderRefunds() {
  const spy = vi.spyOn(globalThis, 'fetch');
  const refundCalls = () =>
    spy.mock.calls.filter(([input]) =>
      /\/merchant_webapi\/api\/transaction|\/v2\/gateway\/api\/refund/.test(
        input instanceof Request ? input.url : input.toString(),
      ),
    );
  return {
    count: () => refundCalls().length,
    bodies: () =>
      refundCalls().map(
        ([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, string>,
      ),
    restore: () => spy.mockRestore(),
  };
}

let failures = 0;

/**
 * Makes the database refuse to mark this order REFUNDED (a failure after the provider refunded);
 * the function returned lifts it.
 */
async function failWhenRefunded(orderId: string): Promise<() => Promise<void>> {
  failures += 1;
  const name = `fail_refund_${failures}`;
  const { database } = fixture.context.deps;
  await database.executeSql(
    `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
  );
  await database.executeSql(
    `create trigger ${name} before update on orders for each row when (new.status = 'REFUNDED' and new.id = '${orderId}') execute function ${name}()`,
  );
  return async () => {
    await database.executeSql(`drop trigger ${name} on orders`);
  };
}

describe('payment methods by currency', () => {
  it('offers VNPay and MoMo for đồng and the sandbox for dollars (Stripe not configured)', async () => {
    const lan = await buildUser(fixture.context, { langKey: 'vi' });
    const ben = await buildUser(fixture.context);
    const forLan = await call('GET', '/api/payment/methods', undefined, lan);
    expect(forLan.statusCode).toBe(200);
    expect(forLan.json().data).toEqual({ currency: 'VND', methods: ['vnpay', 'momo'] });
    expect((await call('GET', '/api/payment/methods', undefined, ben)).json().data).toEqual({
      currency: 'USD',
      methods: ['sandbox'],
    });
    expect((await call('GET', '/api/payment/methods', undefined, null)).statusCode).toBe(401);
  });

  it('refuses a method not offered for the currency, before any order exists, and keeps the cart', async () => {
    const buyer = await vietnameseBuyerWithCart();
    for (const method of ['stripe', 'sandbox']) {
      const refused = await checkoutWith(buyer, { method });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.code).toBe('error.paymentMethodUnavailable');
    }
    const ben = await buildUser(fixture.context);
    await call('POST', '/api/payment/cart/add', { packageId: 4 }, ben);
    const vnpayForDollars = await checkoutWith(ben, { method: 'vnpay' });
    expect(vnpayForDollars.statusCode).toBe(400);
    expect(vnpayForDollars.json().data.code).toBe('error.paymentMethodUnavailable');
    expect((await checkoutWith(ben, { method: 'paypal' })).statusCode).toBe(400);
    const ordersOfBuyer = await fixture.context.deps.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer.id));
    expect(ordersOfBuyer).toEqual([]);
    expect((await call('GET', '/api/payment/cart', undefined, buyer)).json().data.items).toHaveLength(1);
    // The dollar learner pays in the sandbox when no method is named.
    expect((await checkoutWith(ben, {})).json().data).toMatchObject({ provider: 'sandbox', currency: 'USD' });
  });

  it('starts a MoMo payment at the provider for the total in đồng, and the sandbox cannot settle it', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const response = await checkoutWith(buyer, { method: 'momo' });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({ provider: 'momo', status: 'PENDING', currency: 'VND' });
    expect(order.redirectUrl.startsWith(standIn.url)).toBe(true);
    const sandbox = await call(
      'POST',
      '/api/payment/sandbox/complete',
      { orderId: order.id, outcome: 'success' },
      buyer,
    );
    expect(sandbox.statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe('PENDING');
  });
});

describe('VNPay', () => {
  it('redirects to VNPay for the order total until the time to pay ends; the IPN (not the return) settles it', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const before = await aiScorings(buyer);
    const order = (await checkoutWith(buyer, {})).json().data;
    expect(order).toMatchObject({ provider: 'vnpay', status: 'PENDING' });
    const redirect = new URL(order.redirectUrl);
    expect(redirect.searchParams.get('vnp_Amount')).toBe(String(order.total * 100));
    expect(redirect.searchParams.get('vnp_TxnRef')).toBe(order.id);
    expect(redirect.searchParams.get('vnp_ReturnUrl')).toBe(
      `http://localhost:3000/platform/mock-test/checkout?order=${order.id}&provider=vnpay`,
    );
    // Open for the order's time to pay, from the order's time.
    const created = new Date(order.createdDate);
    expect(redirect.searchParams.get('vnp_CreateDate')).toBe(vnpayDate(created));
    expect(redirect.searchParams.get('vnp_ExpireDate')).toBe(
      vnpayDate(new Date(created.getTime() + pendingOrderMinutes * 60_000)),
    );
    // Not paid before the IPN.
    expect((await orderRow(order.id)).status).toBe('PENDING');
    expect(await aiScorings(buyer)).toBe(before);

    const returnUrl = await payAtStandIn(order.redirectUrl, 'pay', '/paymentv2/choice');
    expect(returnUrl).toContain(`order=${order.id}&provider=vnpay`);
    const paid = await orderRow(order.id);
    expect(paid.status).toBe('PAID');
    expect(paid.providerSessionId).toMatch(/^\d+$/);
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await aiScorings(buyer)).toBeGreaterThan(before);
  });

  it('answers VNPay’s documented codes; a replayed IPN settles once', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, { method: 'vnpay' })).json().data;
    const query = vnpayIpnQuery(order.id, order.total);
    const first = await deliverVnpayIpn(query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const replay = await deliverVnpayIpn(query);
    expect(replay.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await grantRows(buyer.id, order.id)).toHaveLength(1);
    const unknown = await deliverVnpayIpn(vnpayIpnQuery('00000000-0000-4000-8000-000000000000', 1000));
    expect(unknown.json()).toEqual({ RspCode: '01', Message: 'Order not found' });
  });

  it('settles once when the same IPN arrives five times at once: one payment row, one grant', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    const query = vnpayIpnQuery(order.id, order.total);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverVnpayIpn(query)));
    const codes = answers.map((answer) => answer.json().RspCode).sort();
    expect(codes).toEqual(['00', '02', '02', '02', '02']);
    expect((await orderRow(order.id)).status).toBe('PAID');
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await grantRows(buyer.id, order.id)).toHaveLength(1);
  });

  it('refuses and logs a tampered or unsigned IPN; nothing is settled', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    const warnings = watchWarnings();
    const tampered = vnpayIpnQuery(order.id, order.total).replace(
      'vnp_ResponseCode=00',
      'vnp_ResponseCode=01',
    );
    // A forged one: signed with another secret.
    const forged = signVnpayQuery('not-the-secret', {
      vnp_Amount: String(toVnpayAmount(order.total)),
      vnp_ResponseCode: '00',
      vnp_TmnCode: vnpayConfig.tmnCode,
      vnp_TransactionNo: '1',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: order.id,
    });
    const unsigned = vnpayIpnQuery(order.id, order.total).replace(/&vnp_SecureHash=.*$/, '');
    for (const query of [tampered, forged, unsigned]) {
      const answer = await deliverVnpayIpn(query);
      expect(answer.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    }
    const reasons = warnings.mock.calls.map((args) => (args[0] as { reason?: string }).reason);
    expect(reasons).toEqual(['bad-signature', 'bad-signature', 'missing-signature']);
    warnings.mockRestore();
    expect((await orderRow(order.id)).status).toBe('PENDING');
    expect(await paymentRows(order.id)).toHaveLength(0);
  });

  it('refuses and logs an IPN whose amount is not the order total, or for another provider’s order', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    const warnings = watchWarnings();
    const wrong = await deliverVnpayIpn(vnpayIpnQuery(order.id, order.total - 1000));
    expect(wrong.json()).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order.id, amount: order.total - 1000, expected: order.total }),
      expect.stringContaining('amount'),
    );
    warnings.mockRestore();
    expect((await orderRow(order.id)).status).toBe('PENDING');

    const other = await vietnameseBuyerWithCart();
    const momoOrder = (await checkoutWith(other, { method: 'momo' })).json().data;
    const foreign = await deliverVnpayIpn(vnpayIpnQuery(momoOrder.id, momoOrder.total));
    expect(foreign.json()).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect((await orderRow(momoOrder.id)).status).toBe('PENDING');
  });

  it('keeps VNPay’s pay time (vnp_PayDate, GMT+7) as the order’s and sends it back in the refund', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    // vnpayIpnQuery's vnp_PayDate is 20260301150000, 15:00 in Hanoi.
    expect((await deliverVnpayIpn(vnpayIpnQuery(order.id, order.total))).json().RspCode).toBe('00');
    expect((await orderRow(order.id)).paidAt).toEqual(new Date('2026-03-01T08:00:00Z'));
    const refunds = watchProviderRefunds();
    // The stand-in has no such payment and refuses; what was asked is what matters here.
    expect((await call('POST', `/api/admin/shop/orders/${order.id}/refund`)).statusCode).toBe(502);
    const [body] = refunds.bodies();
    refunds.restore();
    expect(body?.vnp_TransactionDate).toBe('20260301150000');
    expect((await orderRow(order.id)).providerRefundRequestedAt).toBeNull();
  });

  it('has no route that settles on the return page', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    const query = vnpayIpnQuery(order.id, order.total);
    for (const url of [
      `/platform/mock-test/checkout?order=${order.id}&provider=vnpay&${query}`,
      `/api/payment/vnpay/return?${query}`,
    ]) {
      await fixture.context.app.inject({ method: 'GET', url });
    }
    expect((await orderRow(order.id)).status).toBe('PENDING');
    expect(await paymentRows(order.id)).toHaveLength(0);
  });
});

describe('MoMo', () => {
  it('a paid IPN from the stand-in settles the order (answered 204)', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, { method: 'momo' })).json().data;
    await payAtStandIn(order.redirectUrl, 'pay', '/v2/gateway/pay');
    expect((await orderRow(order.id)).status).toBe('PAID');
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it('a declined IPN leaves the order pending with its voucher; cancelling it makes the voucher usable again', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, { method: 'momo', voucherCode: 'VN-HALF' })).json().data;
    expect(order.voucherCode).toBe('VN-HALF');
    const held = await call('GET', '/api/payment/cart?voucherCode=VN-HALF', undefined, buyer);
    expect(held.statusCode).not.toBe(200);
    const body = {
      partnerCode: momoConfig.partnerCode,
      orderId: order.id,
      requestId: order.id,
      amount: order.total,
      orderInfo: `Prepwise order ${order.id}`,
      orderType: 'momo_wallet',
      transId: 4088878653,
      resultCode: 1006,
      message: 'Transaction denied by user.',
      payType: 'qr',
      responseTime: Date.now(),
      extraData: '',
    };
    const signed = { ...body, signature: momoSignature(momoConfig, 'result', body) };
    const answer = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/payment/momo/ipn',
      payload: signed,
    });
    expect(answer.statusCode).toBe(204);
    expect((await orderRow(order.id)).status).toBe('PENDING');
    expect(await paymentRows(order.id)).toHaveLength(0);
    expect((await call('POST', `/api/payment/orders/${order.id}/cancel`, {}, buyer)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('CANCELLED');
    await call('POST', '/api/payment/cart/add', { packageId: 4 }, buyer);
    const usable = await call('GET', '/api/payment/cart?voucherCode=VN-HALF', undefined, buyer);
    expect(usable.statusCode).toBe(200);
    expect(usable.json().data.voucherCode).toBe('VN-HALF');

    const tampered = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/payment/momo/ipn',
      payload: { ...signed, resultCode: 0 },
    });
    expect(tampered.statusCode).toBe(400);
    expect((await orderRow(order.id)).status).toBe('CANCELLED');
  });
});

describe('continuing to pay after a decline: a new session at the provider', () => {
  function continueToPay(orderId: string, who: BuiltUser | null) {
    return call('POST', `/api/payment/orders/${orderId}/pay`, undefined, who);
  }

  it('MoMo: the declined payUrl is dead, the new one pays the same order once; VNPay refunds under the paying TxnRef', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const before = await aiScorings(buyer);
    const order = (await checkoutWith(buyer, { method: 'momo' })).json().data;
    await payAtStandIn(order.redirectUrl, 'decline', '/v2/gateway/pay');
    expect((await fetch(order.redirectUrl)).status).toBe(404);

    const continued = await continueToPay(order.id, buyer);
    expect(continued.statusCode).toBe(200);
    expect(continued.json().data).toMatchObject({ id: order.id, status: 'PENDING' });
    const payUrl = continued.json().data.redirectUrl as string;
    expect(payUrl).not.toBe(order.redirectUrl);
    await payAtStandIn(payUrl, 'pay', '/v2/gateway/pay');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PAID', providerReference: `${order.id}-1` });
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await aiScorings(buyer)).toBeGreaterThan(before);

    // Paid: nothing to continue; another learner's order is not found; signed in only.
    expect((await continueToPay(order.id, buyer)).json().data.code).toBe('error.orderNotPending');
    expect((await continueToPay(order.id, await buildUser(fixture.context))).statusCode).toBe(404);
    expect((await continueToPay(order.id, null)).statusCode).toBe(401);
    expect((await continueToPay('not-an-id', buyer)).statusCode).toBe(400);

    const other = await vietnameseBuyerWithCart();
    const vnpayOrder = (await checkoutWith(other, {})).json().data;
    await payAtStandIn(vnpayOrder.redirectUrl, 'decline', '/paymentv2/choice');
    const again = (await continueToPay(vnpayOrder.id, other)).json().data;
    expect(new URL(again.redirectUrl).searchParams.get('vnp_TxnRef')).toBe(`${vnpayOrder.id}-1`);
    await payAtStandIn(again.redirectUrl, 'pay', '/paymentv2/choice');
    const refunded = await call('POST', `/api/admin/shop/orders/${vnpayOrder.id}/refund`);
    expect(refunded.statusCode).toBe(200);
  });

  it('VNPay: each continue takes the next TxnRef; an older session’s IPN settles the order once, amount checked', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    const refs = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const continued = (await continueToPay(order.id, buyer)).json().data;
      refs.push(new URL(continued.redirectUrl).searchParams.get('vnp_TxnRef'));
    }
    expect(refs).toEqual([`${order.id}-1`, `${order.id}-2`]);

    const first = `${order.id}-1`;
    const wrong = await deliverVnpayIpn(vnpayIpnQuery(order.id, order.total - 1000, { vnp_TxnRef: first }));
    expect(wrong.json().RspCode).toBe('04');
    const paid = await deliverVnpayIpn(vnpayIpnQuery(order.id, order.total, { vnp_TxnRef: first }));
    expect(paid.json().RspCode).toBe('00');
    expect(await orderRow(order.id)).toMatchObject({ status: 'PAID', providerReference: first });

    // The newer session paid too: settled already, nothing granted twice, and the staff is told.
    const errors = vi.spyOn(fixture.context.app.log, 'error');
    const second = vnpayIpnQuery(order.id, order.total, {
      vnp_TxnRef: `${order.id}-2`,
      vnp_TransactionNo: '14000099',
    });
    expect((await deliverVnpayIpn(second)).json().RspCode).toBe('02');
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order.id, reference: `${order.id}-2` }),
      'order paid twice at the provider',
    );
    errors.mockRestore();
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await grantRows(buyer.id, order.id)).toHaveLength(1);
    // A reference that is not one of an order's sessions names no order.
    const foreign = vnpayIpnQuery(order.id, order.total, { vnp_TxnRef: `${order.id}-x` });
    expect((await deliverVnpayIpn(foreign)).json().RspCode).toBe('01');
  });
});

describe('a payment for an order cancelled meanwhile', () => {
  it('is given back at VNPay at once: the order becomes REFUNDED, nothing is granted, a replay refunds nothing more', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const before = await aiScorings(buyer);
    const order = (await checkoutWith(buyer, { method: 'vnpay' })).json().data;
    const token = await openStandInPage(order.redirectUrl);
    // The learner cancels in another tab while VNPay's page is still open, then pays there.
    expect((await call('POST', `/api/payment/orders/${order.id}/cancel`, {}, buyer)).statusCode).toBe(200);
    const warnings = watchWarnings();
    const back = await chooseAtStandIn(token, 'pay', '/paymentv2/choice');
    expect(back).toContain(`order=${order.id}`);

    const row = await orderRow(order.id);
    expect(row.status).toBe('REFUNDED');
    expect(row.refundedAt).not.toBeNull();
    expect(row.providerSessionId).toMatch(/^\d+$/);
    expect(await paymentRows(order.id)).toHaveLength(0);
    expect(await grantRows(buyer.id, order.id)).toHaveLength(0);
    expect(await aiScorings(buyer)).toBe(before);
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order.id, status: 'CANCELLED' }),
      'paid notification for an order no longer pending: the payment was refunded',
    );

    // VNPay delivers the same IPN again: already settled, no second refund asked.
    const replay = await deliverVnpayIpn(
      vnpayIpnQuery(order.id, order.total, { vnp_TransactionNo: row.providerSessionId ?? '' }),
    );
    expect(replay.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
  });

  it('asks VNPay once when the IPN arrives three times at once, and when marking the order failed after VNPay refunded', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, { method: 'vnpay' })).json().data;
    const token = await openStandInPage(order.redirectUrl);
    expect((await call('POST', `/api/payment/orders/${order.id}/cancel`, {}, buyer)).statusCode).toBe(200);
    const refunds = watchProviderRefunds();
    const lift = await failWhenRefunded(order.id);
    ipnCopies = 3;
    try {
      await chooseAtStandIn(token, 'pay', '/paymentv2/choice');
    } finally {
      ipnCopies = 1;
    }
    expect(refunds.count()).toBe(1);
    // VNPay refunded; the order could not be marked: it says so, and VNPay notifies again.
    const failed = await orderRow(order.id);
    expect(failed.status).toBe('CANCELLED');
    expect(failed.providerRefundedAt).not.toBeNull();
    await lift();

    const query = vnpayIpnQuery(order.id, order.total, { vnp_TransactionNo: failed.providerSessionId ?? '' });
    const replays = await Promise.all([deliverVnpayIpn(query), deliverVnpayIpn(query)]);
    expect(replays.map((replay) => replay.json().RspCode)).toEqual(['02', '02']);
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
    expect(refunds.count()).toBe(1);
    refunds.restore();
    expect(await grantRows(buyer.id, order.id)).toHaveLength(0);
  });

  it('when the refund fails, changes nothing, logs an error and answers VNPay with an error so it notifies again', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, { method: 'vnpay' })).json().data;
    expect((await call('POST', `/api/payment/orders/${order.id}/cancel`, {}, buyer)).statusCode).toBe(200);
    const errors = vi.spyOn(fixture.context.app.log, 'error');
    // Signed here, never paid at the stand-in: its refund API answers 91 (transaction not found).
    const answer = await deliverVnpayIpn(vnpayIpnQuery(order.id, order.total));
    expect(answer.json()).toEqual({ RspCode: '99', Message: 'Unknown error' });
    expect((await orderRow(order.id)).status).toBe('CANCELLED');
    expect(await paymentRows(order.id)).toHaveLength(0);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order.id, refused: expect.stringContaining('91') }),
      'paid notification for an order no longer pending: the refund failed',
    );
    errors.mockRestore();
    // The failed refund is not left in progress: the next notification asks again.
    expect((await orderRow(order.id)).providerRefundRequestedAt).toBeNull();
  });
});

describe('admin refund of a VNPay order', () => {
  it('calls VNPay’s refund (the stand-in’s) and takes back the grant; a refused refund reverses nothing', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const before = await aiScorings(buyer);
    const order = (await checkoutWith(buyer, {})).json().data;
    await payAtStandIn(order.redirectUrl, 'pay', '/paymentv2/choice');
    expect(await aiScorings(buyer)).toBeGreaterThan(before);

    // An order VNPay has no payment of (its IPN signed here, not paid at the stand-in): refused.
    const other = await vietnameseBuyerWithCart();
    const unpaidThere = (await checkoutWith(other, {})).json().data;
    await deliverVnpayIpn(vnpayIpnQuery(unpaidThere.id, unpaidThere.total));
    const granted = await aiScorings(other);
    const refused = await call('POST', `/api/admin/shop/orders/${unpaidThere.id}/refund`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().data.code).toBe('error.providerRefundRefused');
    expect((await orderRow(unpaidThere.id)).status).toBe('PAID');
    expect(await aiScorings(other)).toBe(granted);

    const refunded = await call('POST', `/api/admin/shop/orders/${order.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ id: order.id, status: 'REFUNDED' });
    expect(await aiScorings(buyer)).toBe(before);
    // Refunding again changes nothing and does not ask VNPay again (it would refuse: code 94).
    expect((await call('POST', `/api/admin/shop/orders/${order.id}/refund`)).statusCode).toBe(200);
  });

  it('finishes a refund VNPay made before the database failed, without asking VNPay again', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const before = await aiScorings(buyer);
    const order = (await checkoutWith(buyer, {})).json().data;
    await payAtStandIn(order.redirectUrl, 'pay', '/paymentv2/choice');
    const refunds = watchProviderRefunds();
    const lift = await failWhenRefunded(order.id);
    expect((await call('POST', `/api/admin/shop/orders/${order.id}/refund`)).statusCode).toBe(500);
    await lift();
    const failed = await orderRow(order.id);
    expect(failed).toMatchObject({ status: 'PAID' });
    expect(failed.providerRefundedAt).not.toBeNull();
    expect(await aiScorings(buyer)).toBeGreaterThan(before);

    const retried = await call('POST', `/api/admin/shop/orders/${order.id}/refund`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.status).toBe('REFUNDED');
    expect(refunds.count()).toBe(1);
    refunds.restore();
    expect(await aiScorings(buyer)).toBe(before);
  });

  it('asks VNPay once when two admins refund at once; the other is told a refund is in progress', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    await payAtStandIn(order.redirectUrl, 'pay', '/paymentv2/choice');
    const refunds = watchProviderRefunds();
    const answers = await Promise.all([
      call('POST', `/api/admin/shop/orders/${order.id}/refund`),
      call('POST', `/api/admin/shop/orders/${order.id}/refund`),
    ]);
    expect(refunds.count()).toBe(1);
    refunds.restore();
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().data.code).toBe('error.providerRefundInProgress');
    }
    expect((await orderRow(order.id)).status).toBe('REFUNDED');
  });

  it('a refund asked and never answered (the process died) may be asked again after a while', async () => {
    const buyer = await vietnameseBuyerWithCart();
    const order = (await checkoutWith(buyer, {})).json().data;
    await payAtStandIn(order.redirectUrl, 'pay', '/paymentv2/choice');
    const { db } = fixture.context.deps;
    const now = fixture.context.deps.now();
    await db.update(orders).set({ providerRefundRequestedAt: now }).where(eq(orders.id, order.id));
    const waiting = await call('POST', `/api/admin/shop/orders/${order.id}/refund`);
    expect(waiting.statusCode).toBe(409);
    const abandoned = new Date(now.getTime() - providerRefundStaleMs - 1000);
    await db.update(orders).set({ providerRefundRequestedAt: abandoned }).where(eq(orders.id, order.id));
    expect((await call('POST', `/api/admin/shop/orders/${order.id}/refund`)).json().data.status).toBe(
      'REFUNDED',
    );
  });
});
