import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createMomoProvider,
  momoConfigFrom,
  momoCreateBody,
  momoRawSignature,
  momoRefundBody,
  momoSignature,
  verifyMomoResult,
  type MomoConfig,
} from './momo.js';
import type { Fetch, ProviderOrder } from './types.js';

/**
 * MoMo's public test merchant, as published in MoMo's own sample repository
 * (https://github.com/momo-wallet/payment, nodejs/MoMo.js, the AIO v2 sample).
 */
const sampleMerchant: MomoConfig = {
  partnerCode: 'MOMO',
  accessKey: 'F8BBA842ECF85',
  secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
  endpoint: 'https://test-payment.momo.vn',
};

const order: ProviderOrder = {
  id: 'order-42',
  reference: 'order-42',
  amount: 119_000,
  description: 'Thanh toán gói PTE',
  returnUrl: 'http://localhost:5173/platform/mock-test/checkout?order=order-42&provider=momo',
  ipnUrl: 'http://localhost:3000/api/payments/momo/ipn',
  clientIp: '127.0.0.1',
  locale: 'vi',
  createdAt: new Date('2026-11-29T07:00:00Z'),
  expiresAt: new Date('2026-11-29T07:30:00Z'),
};

/** An IPN body as MoMo posts it for a paid order, signed with the sample merchant's key. */
function paidIpn(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  const body: Record<string, string | number> = {
    partnerCode: 'MOMO',
    orderId: 'order-42',
    requestId: 'req-1',
    amount: 119_000,
    orderInfo: 'Thanh toán gói PTE',
    orderType: 'momo_wallet',
    transId: 4088878653,
    resultCode: 0,
    message: 'Successful.',
    payType: 'qr',
    responseTime: 1721720663942,
    extraData: '',
    ...overrides,
  };
  body.signature = momoSignature(sampleMerchant, 'result', body);
  return body;
}

describe('MoMo configuration', () => {
  it('is configured only when all four names are set, endpoint without a trailing slash', () => {
    const env = {
      MOMO_PARTNER_CODE: 'MOMO',
      MOMO_ACCESS_KEY: 'a',
      MOMO_SECRET_KEY: 's',
      MOMO_ENDPOINT: 'https://test-payment.momo.vn/',
    };
    expect(momoConfigFrom(env)).toEqual({
      partnerCode: 'MOMO',
      accessKey: 'a',
      secretKey: 's',
      endpoint: 'https://test-payment.momo.vn',
    });
    expect(momoConfigFrom({ ...env, MOMO_SECRET_KEY: '' })).toBeUndefined();
  });
});

describe('MoMo create', () => {
  it('signs the documented example of MoMo’s sample in the documented field order', () => {
    // The values of the AIO v2 sample (momo-wallet/payment, nodejs/MoMo.js) with its requestId fixed;
    // the raw string's order is the one documented at
    // https://developers.momo.vn/v3/docs/payment/api/wallet/onetime
    const fields = {
      amount: '50000',
      extraData: '',
      ipnUrl: 'https://callback.url/notify',
      orderId: 'MOMO1700000000000',
      orderInfo: 'pay with MoMo',
      partnerCode: 'MOMO',
      redirectUrl: 'https://momo.vn/return',
      requestId: 'MOMO1700000000000',
      requestType: 'captureWallet',
    };
    const raw =
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://callback.url/notify' +
      '&orderId=MOMO1700000000000&orderInfo=pay with MoMo&partnerCode=MOMO' +
      '&redirectUrl=https://momo.vn/return&requestId=MOMO1700000000000&requestType=captureWallet';
    expect(momoRawSignature('create', sampleMerchant.accessKey, fields)).toBe(raw);
    expect(momoSignature(sampleMerchant, 'create', fields)).toBe(
      createHmac('sha256', 'K951B6PE1waDMi640xX08PD3vg6EkVlz').update(raw).digest('hex'),
    );
  });

  it('builds a body with amount in đồng, the order and a signature over the values as sent', () => {
    const body = momoCreateBody(sampleMerchant, order, 'req-1', 'payWithMethod');
    expect(body).toMatchObject({
      partnerCode: 'MOMO',
      requestId: 'req-1',
      amount: 119_000,
      orderId: 'order-42',
      orderInfo: 'Thanh toán gói PTE',
      redirectUrl: order.returnUrl,
      ipnUrl: order.ipnUrl,
      requestType: 'payWithMethod',
      extraData: '',
      lang: 'vi',
    });
    expect(momoRawSignature('create', 'F8BBA842ECF85', body)).toContain(
      '&orderInfo=Thanh toán gói PTE&partnerCode=MOMO&redirectUrl=http://localhost:5173/platform/mock-test/checkout?order=order-42&provider=momo&',
    );
    expect(body.signature).toBe(momoSignature(sampleMerchant, 'create', body));
  });

  it('refuses an amount that is not whole đồng', () => {
    expect(() => momoCreateBody(sampleMerchant, { ...order, amount: 10.5 }, 'r')).toThrow(RangeError);
  });

  it('posts to /v2/gateway/api/create and redirects to the payUrl', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetch: Fetch = async (url, init) => {
      calls.push({ url, body: JSON.parse(init.body as string) });
      return Response.json({ resultCode: 0, message: 'Successful.', payUrl: 'https://pay.example/x' });
    };
    const provider = createMomoProvider(sampleMerchant, fetch, { newRequestId: () => 'req-9' });
    await expect(provider.startPayment(order)).resolves.toEqual({ redirectUrl: 'https://pay.example/x' });
    expect(calls[0]?.url).toBe('https://test-payment.momo.vn/v2/gateway/api/create');
    expect(calls[0]?.body).toMatchObject({ requestId: 'req-9', requestType: 'captureWallet' });

    const refusing = createMomoProvider(sampleMerchant, async () => Response.json({ resultCode: 13 }));
    await expect(refusing.startPayment(order)).rejects.toThrow('MoMo refused');
  });
});

describe('MoMo IPN and redirect verification', () => {
  it('reads the documented IPN example’s fields in the documented order', () => {
    // The IPN example of https://developers.momo.vn/v3/docs/payment/api/result-handling/notification
    // (its merchant's secret is not public, so only the raw string is checked here).
    const documented = {
      orderType: 'momo_wallet',
      amount: 1000,
      partnerCode: 'MOMOT5BZ20231213_TEST',
      orderId: 'Partner_Transaction_ID_1721720620078',
      extraData: 'eyJza3VzIjoiIn0=',
      transId: 4088878653,
      responseTime: 1721720663942,
      resultCode: 0,
      message: 'Successful.',
      payType: 'qr',
      requestId: 'Request_ID_1721720620078',
      orderInfo: 'Thank you for your purchase at MoMo_test',
    };
    expect(momoRawSignature('result', 'KEY', documented)).toBe(
      'accessKey=KEY&amount=1000&extraData=eyJza3VzIjoiIn0=&message=Successful.' +
        '&orderId=Partner_Transaction_ID_1721720620078&orderInfo=Thank you for your purchase at MoMo_test' +
        '&orderType=momo_wallet&partnerCode=MOMOT5BZ20231213_TEST&payType=qr' +
        '&requestId=Request_ID_1721720620078&responseTime=1721720663942&resultCode=0&transId=4088878653',
    );
  });

  it('reads a signed paid IPN', () => {
    expect(verifyMomoResult(sampleMerchant, paidIpn())).toEqual({
      ok: true,
      orderId: 'order-42',
      amount: 119_000,
      paid: true,
      providerRef: '4088878653',
      resultCode: '0',
      paidAt: new Date(1721720663942),
    });
  });

  it('reads the redirect query (all strings) the same as the IPN body', () => {
    const query = Object.fromEntries(Object.entries(paidIpn()).map(([key, value]) => [key, String(value)]));
    expect(verifyMomoResult(sampleMerchant, query)).toEqual(verifyMomoResult(sampleMerchant, paidIpn()));
  });

  it('reads a declined payment as not paid', () => {
    const declined = paidIpn({ resultCode: 1006, message: 'Transaction denied by user.' });
    expect(verifyMomoResult(sampleMerchant, declined)).toMatchObject({
      ok: true,
      paid: false,
      resultCode: '1006',
    });
  });

  it('refuses any changed signed field', () => {
    const good = paidIpn();
    for (const key of Object.keys(good).filter((name) => name !== 'signature')) {
      const tampered = { ...good, [key]: `${good[key]}9` };
      expect(verifyMomoResult(sampleMerchant, tampered), key).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a missing or foreign signature and another partner', () => {
    const { signature: _signature, ...unsigned } = paidIpn();
    expect(verifyMomoResult(sampleMerchant, unsigned)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verifyMomoResult({ ...sampleMerchant, secretKey: 'other' }, paidIpn())).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyMomoResult({ ...sampleMerchant, partnerCode: 'PREPWISE' }, paidIpn())).toEqual({
      ok: false,
      reason: 'wrong-merchant',
    });
  });

  it('reads a replayed IPN the same way', () => {
    expect(verifyMomoResult(sampleMerchant, paidIpn())).toEqual(verifyMomoResult(sampleMerchant, paidIpn()));
  });
});

describe('MoMo refund', () => {
  const request = {
    orderId: 'order-42',
    amount: 119_000,
    full: true,
    providerRef: '4088878653',
    paidAt: new Date('2026-11-29T07:05:01Z'),
    refundId: 'refund-1',
    reason: 'Hoàn tiền đơn 42',
    requestedBy: 'admin',
    clientIp: '127.0.0.1',
    now: new Date('2026-11-30T01:00:00Z'),
  };

  // The order of https://developers.momo.vn/v3/docs/payment/api/payment-api/refund
  it('signs accessKey, amount, description, orderId, partnerCode, requestId, transId in that order', () => {
    const body = momoRefundBody(sampleMerchant, request);
    const raw =
      'accessKey=F8BBA842ECF85&amount=119000&description=Hoàn tiền đơn 42&orderId=refund-1' +
      '&partnerCode=MOMO&requestId=refund-1&transId=4088878653';
    expect(body.signature).toBe(createHmac('sha256', sampleMerchant.secretKey).update(raw).digest('hex'));
    expect(body.transId).toBe(4088878653);
  });

  it('posts to /v2/gateway/api/refund and reads resultCode 0 as done', async () => {
    let calledUrl = '';
    const provider = createMomoProvider(sampleMerchant, async (url) => {
      calledUrl = url;
      return Response.json({ resultCode: 0, message: 'Successful.', transId: 4088879999 });
    });
    await expect(provider.refund(request)).resolves.toEqual({
      ok: true,
      providerRef: '4088879999',
      resultCode: '0',
    });
    expect(calledUrl).toBe('https://test-payment.momo.vn/v2/gateway/api/refund');
    const refusing = createMomoProvider(sampleMerchant, async () =>
      Response.json({ resultCode: 1080, message: 'Refund rejected' }),
    );
    await expect(refusing.refund(request)).resolves.toEqual({
      ok: false,
      resultCode: '1080',
      message: 'Refund rejected',
    });
  });
});
