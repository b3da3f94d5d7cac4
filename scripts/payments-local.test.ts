import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMomoProvider,
  momoConfigFrom,
  momoIpnAnswerStatus,
} from '../apps/server/src/modules/marketplace/providers/momo.js';
import type {
  LocalPaymentProvider,
  ProviderOrder,
  RefundRequest,
} from '../apps/server/src/modules/marketplace/providers/types.js';
import {
  createVnpayProvider,
  vnpayConfigFrom,
  vnpayIpnAnswers,
} from '../apps/server/src/modules/marketplace/providers/vnpay.js';
import { startPaymentsStandIn, type PaymentsStandIn } from './payments-local.js';

/** What the merchant's tiny IPN server received. */
interface Received {
  method: string;
  url: URL;
  body: string;
}

const secrets = {
  VNPAY_TMN_CODE: 'PREPWISE',
  VNPAY_HASH_SECRET: 'LOCALVNPAYSECRETLOCALVNPAYSECRET',
  MOMO_PARTNER_CODE: 'MOMOPREPWISE',
  MOMO_ACCESS_KEY: 'localaccesskey',
  MOMO_SECRET_KEY: 'localmomosecretkeylocalmomosecret',
};

let merchantUrl = '';
const received: Received[] = [];
const merchant = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', merchantUrl);
    received.push({ method: request.method ?? '', url, body: Buffer.concat(chunks).toString('utf8') });
    if (url.pathname === '/vnpay/ipn') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(vnpayIpnAnswers.confirmed));
    } else {
      response.writeHead(momoIpnAnswerStatus);
      response.end();
    }
  });
});

let standIn: PaymentsStandIn;

beforeAll(async () => {
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  standIn = await startPaymentsStandIn({ env: { ...secrets, VNPAY_IPN_URL: `${merchantUrl}/vnpay/ipn` } });
});

afterAll(async () => {
  await standIn.close();
  merchant.closeAllConnections();
  await new Promise<void>((resolve) => merchant.close(() => resolve()));
});

/** The app's environment pointed at the stand-in: the only change from the real sandbox. */
function appEnv() {
  return {
    ...secrets,
    VNPAY_URL: `${standIn.url}/paymentv2/vpcpay.html`,
    VNPAY_API_URL: `${standIn.url}/merchant_webapi/api/transaction`,
    MOMO_ENDPOINT: standIn.url,
  };
}

function order(id: string): ProviderOrder {
  const createdAt = new Date();
  return {
    id,
    reference: id,
    amount: 119_000,
    description: 'Thanh toan goi PTE',
    returnUrl: `${merchantUrl}/return?order=${id}`,
    ipnUrl: `${merchantUrl}/momo/ipn`,
    clientIp: '127.0.0.1',
    locale: 'vi',
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
  };
}

/** Opens the pay page, checks its two buttons, and presses one; returns where it redirects. */
async function choose(payUrl: string, choice: 'pay' | 'decline'): Promise<URL> {
  const page = await fetch(payUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<button type="submit" name="choice" value="pay">Pay</button>');
  expect(html).toContain('<button type="submit" name="choice" value="decline">Decline</button>');
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, payUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, choice }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** The fields of the last IPN the merchant received at a path (VNPay: the query; MoMo: the JSON body). */
function lastIpn(path: string): { method: string; fields: Record<string, unknown> } {
  const ipn = received.filter((r) => r.url.pathname === path).at(-1)!;
  const fields: Record<string, unknown> =
    ipn.method === 'GET'
      ? Object.fromEntries(ipn.url.searchParams)
      : (JSON.parse(ipn.body) as Record<string, unknown>);
  return { method: ipn.method, fields };
}

/** Starts a payment of the order, presses Pay or Decline, and reads the IPN and the return. */
async function payThrough(provider: LocalPaymentProvider, orderId: string, choice: 'pay' | 'decline') {
  const { redirectUrl } = await provider.startPayment(order(orderId));
  const returned = await choose(redirectUrl, choice);
  const ipn = lastIpn(provider.name === 'vnpay' ? '/vnpay/ipn' : '/momo/ipn');
  return { redirectUrl, returned, ipn, notification: provider.verifyNotification(ipn.fields) };
}

function refundOf(orderId: string, providerRef: string): RefundRequest {
  return {
    orderId,
    amount: 119_000,
    full: true,
    providerRef,
    paidAt: new Date(),
    refundId: `refund-${orderId}`,
    reason: 'Hoan tien',
    requestedBy: 'admin',
    clientIp: '127.0.0.1',
    now: new Date(),
  };
}

describe('VNPay through the stand-in', () => {
  const config = () => vnpayConfigFrom(appEnv())!;

  it('pays: the IPN arrives signed, the learner returns with the signed result, and the refund is signed', async () => {
    const provider = createVnpayProvider(config(), fetch);
    const { ipn, notification, returned } = await payThrough(provider, 'vnp-paid-1', 'pay');
    expect(ipn.method).toBe('GET');
    expect(notification).toMatchObject({ ok: true, orderId: 'vnp-paid-1', amount: 119_000, paid: true });
    expect(returned.pathname).toBe('/return');
    expect(returned.searchParams.get('order')).toBe('vnp-paid-1');
    expect(provider.verifyNotification(Object.fromEntries(returned.searchParams))).toEqual(notification);

    const providerRef = notification.ok ? notification.providerRef : '';
    await expect(provider.refund(refundOf('vnp-paid-1', providerRef))).resolves.toMatchObject({
      ok: true,
      resultCode: '00',
    });
    // A second full refund of the same payment is refused, still signed.
    await expect(provider.refund(refundOf('vnp-paid-1', providerRef))).resolves.toMatchObject({
      ok: false,
      resultCode: '94',
    });
  });

  it('refuses a payment URL signed with another secret, and a refund of an unknown payment', async () => {
    const forged = createVnpayProvider({ ...config(), hashSecret: 'not-the-secret' }, fetch);
    const { redirectUrl } = await forged.startPayment(order('vnp-forged-1'));
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('code 70');

    const provider = createVnpayProvider(config(), fetch);
    await expect(provider.refund(refundOf('vnp-never-paid', '1'))).resolves.toMatchObject({
      ok: false,
      resultCode: '91',
    });
    await expect(forged.refund(refundOf('vnp-never-paid', '1'))).resolves.toMatchObject({ ok: false });
  });

  it('refuses an expired payment URL', async () => {
    const createdAt = new Date(Date.now() - 3600_000);
    const stale = { ...order('vnp-stale-1'), createdAt, expiresAt: new Date(createdAt.getTime() + 60_000) };
    const { redirectUrl } = await createVnpayProvider(config(), fetch).startPayment(stale);
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('code 15');
  });
});

describe('MoMo through the stand-in', () => {
  const config = () => momoConfigFrom(appEnv())!;

  it('pays: create answers a payUrl, the IPN is a signed POST, the redirect is signed, the refund is done', async () => {
    const provider = createMomoProvider(config(), fetch, { requestType: 'payWithMethod' });
    const { redirectUrl, returned, ipn, notification } = await payThrough(provider, 'momo-paid-1', 'pay');
    expect(redirectUrl.startsWith(`${standIn.url}/v2/gateway/pay?t=`)).toBe(true);
    expect(ipn.method).toBe('POST');
    expect(notification).toMatchObject({ ok: true, orderId: 'momo-paid-1', amount: 119_000, paid: true });
    expect(provider.verifyNotification(Object.fromEntries(returned.searchParams))).toEqual(notification);
    // A replay reads the same.
    expect(provider.verifyNotification({ ...ipn.fields })).toEqual(notification);

    const providerRef = notification.ok ? notification.providerRef : '';
    await expect(provider.refund(refundOf('momo-paid-1', providerRef))).resolves.toMatchObject({
      ok: true,
      resultCode: '0',
    });
  });

  it('refuses a create signed with another key, and a refund of an unknown transaction', async () => {
    const forged = createMomoProvider({ ...config(), secretKey: 'not-the-key' }, fetch);
    await expect(forged.startPayment(order('momo-forged-1'))).rejects.toThrow('MoMo refused the payment: 13');
    const provider = createMomoProvider(config(), fetch);
    await expect(provider.refund(refundOf('momo-never-paid', '123'))).resolves.toMatchObject({
      ok: false,
      resultCode: '1080',
    });
  });
});

describe('declining at the provider through the stand-in', () => {
  const providers = {
    vnpay: () => createVnpayProvider(vnpayConfigFrom(appEnv())!, fetch),
    momo: () => createMomoProvider(momoConfigFrom(appEnv())!, fetch),
  };

  it.each([
    ['vnpay', '24'],
    ['momo', '1006'],
  ] as const)('%s: the signed IPN carries failure code %s', async (name, resultCode) => {
    const { notification } = await payThrough(providers[name](), `${name}-declined-1`, 'decline');
    expect(notification).toMatchObject({ ok: true, orderId: `${name}-declined-1`, paid: false, resultCode });
  });
});

describe('a merchant reference used before', () => {
  it('VNPay refuses a payment page for a vnp_TxnRef that made a transaction, declined or paid', async () => {
    const provider = createVnpayProvider(vnpayConfigFrom(appEnv())!, fetch);
    await payThrough(provider, 'vnp-reused-1', 'decline');
    const { redirectUrl } = await provider.startPayment(order('vnp-reused-1'));
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('vnp_TxnRef used before');
    // A new reference of the same order is a new transaction.
    const retried = await payThrough(provider, 'vnp-reused-1-1', 'pay');
    expect(retried.notification).toMatchObject({ ok: true, orderId: 'vnp-reused-1-1', paid: true });
  });

  it('MoMo refuses to create a second payment with the same orderId (code 41)', async () => {
    const provider = createMomoProvider(momoConfigFrom(appEnv())!, fetch);
    await payThrough(provider, 'momo-reused-1', 'decline');
    await expect(provider.startPayment(order('momo-reused-1'))).rejects.toThrow(
      'MoMo refused the payment: 41',
    );
    const retried = await payThrough(provider, 'momo-reused-1-1', 'pay');
    expect(retried.notification).toMatchObject({ ok: true, orderId: 'momo-reused-1-1', paid: true });
  });
});
