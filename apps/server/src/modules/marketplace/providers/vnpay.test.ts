import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildVnpayPaymentUrl,
  fromVnpayAmount,
  fromVnpayDate,
  readVnpayRefundAnswer,
  signVnpayQuery,
  toVnpayAmount,
  vnpayConfigFrom,
  vnpayDate,
  vnpayEncode,
  vnpayIpnAnswers,
  vnpayPipeHash,
  vnpayRefundBody,
  vnpayRefundResponseSignedFields,
  vnpaySignedData,
  verifyVnpayResult,
  type VnpayConfig,
} from './vnpay.js';

const config: VnpayConfig = {
  tmnCode: 'PREPWISE',
  hashSecret: 'TESTSECRETTESTSECRETTESTSECRET12',
  paymentUrl: 'http://127.0.0.1:4590/paymentv2/vpcpay.html',
  apiUrl: 'http://127.0.0.1:4590/merchant_webapi/api/transaction',
};

/** A return/IPN query as VNPay sends it for a paid order, signed with the test secret. */
function paidQuery(overrides: Record<string, string> = {}): Record<string, string> {
  const fields = {
    vnp_Amount: '11900000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14226112',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang 42',
    vnp_PayDate: '20261129140501',
    vnp_ResponseCode: '00',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: 'order-42',
    ...overrides,
  };
  return Object.fromEntries(new URLSearchParams(signVnpayQuery(config.hashSecret, fields)));
}

describe('VNPay configuration', () => {
  it('is configured only when all four names are set', () => {
    const env = {
      VNPAY_TMN_CODE: 'PREPWISE',
      VNPAY_HASH_SECRET: 's',
      VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
      VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
    };
    expect(vnpayConfigFrom(env)).toEqual({
      tmnCode: 'PREPWISE',
      hashSecret: 's',
      paymentUrl: env.VNPAY_URL,
      apiUrl: env.VNPAY_API_URL,
    });
    expect(vnpayConfigFrom({ ...env, VNPAY_HASH_SECRET: undefined })).toBeUndefined();
    expect(vnpayConfigFrom({ ...env, VNPAY_API_URL: ' ' })).toBeUndefined();
    expect(vnpayConfigFrom({})).toBeUndefined();
  });
});

describe('VNPay amounts and dates', () => {
  it('sends đồng x 100 and reads it back', () => {
    expect(toVnpayAmount(119_000)).toBe(11_900_000);
    expect(fromVnpayAmount('11900000')).toBe(119_000);
    expect(fromVnpayAmount('11900050')).toBeUndefined();
    expect(fromVnpayAmount('-100')).toBeUndefined();
    expect(fromVnpayAmount('1e5')).toBeUndefined();
    expect(() => toVnpayAmount(0)).toThrow(RangeError);
    expect(() => toVnpayAmount(1.5)).toThrow(RangeError);
  });

  it('writes dates as yyyyMMddHHmmss in GMT+7, across a day boundary', () => {
    expect(vnpayDate(new Date('2026-11-29T07:05:09Z'))).toBe('20261129140509');
    expect(vnpayDate(new Date('2026-12-31T17:30:00Z'))).toBe('20270101003000');
  });
});

// The fields, encoding and hash are those of VNPay's payment API v2.1.0 documentation
// (https://sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html). VNPay publishes no example with
// its hash secret, so the signing was also cross-checked once, both ways, against the independent
// implementation in the `vnpay` npm package (2.5.0): its URL verifies here and our result verifies there.
describe('VNPay payment URL', () => {
  const createdAt = new Date('2026-11-29T07:00:00Z');
  const url = new URL(
    buildVnpayPaymentUrl(config, {
      txnRef: 'order-42',
      amount: 119_000,
      orderInfo: 'Thanh toan goi PTE 42',
      locale: 'vn',
      returnUrl: 'http://localhost:5173/platform/mock-test/checkout?order=order-42&provider=vnpay',
      ipAddr: '203.0.113.9',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
    }),
  );
  const params = Object.fromEntries(url.searchParams);

  it('carries the documented v2.1.0 fields', () => {
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'PREPWISE',
      vnp_Amount: '11900000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: 'order-42',
      vnp_OrderInfo: 'Thanh toan goi PTE 42',
      vnp_OrderType: 'other',
      vnp_Locale: 'vn',
      vnp_IpAddr: '203.0.113.9',
      vnp_CreateDate: '20261129140000',
      vnp_ExpireDate: '20261129143000',
    });
    expect(url.origin + url.pathname).toBe(config.paymentUrl);
  });

  it('signs the sorted, +-encoded query with HMAC-SHA512 and puts the hash last', () => {
    const query = url.search.slice(1);
    const [data, hash] = query.split('&vnp_SecureHash=');
    expect(data).toContain('vnp_OrderInfo=Thanh+toan+goi+PTE+42');
    expect(data).toContain(
      'vnp_ReturnUrl=http%3A%2F%2Flocalhost%3A5173%2Fplatform%2Fmock-test%2Fcheckout%3Forder%3Dorder-42%26provider%3Dvnpay',
    );
    const names = data!.split('&').map((pair) => pair.split('=')[0]);
    expect(names).toEqual([...names].sort());
    expect(hash).toBe(createHmac('sha512', config.hashSecret).update(data!).digest('hex'));
    // The stand-in (and VNPay) recompute it from the parsed query.
    expect(vnpaySignedData(params)).toBe(data);
  });

  it('encodes as the samples do: spaces as +, reserved characters escaped', () => {
    expect(vnpayEncode('Nạp tiền 100%')).toBe('N%E1%BA%A1p+ti%E1%BB%81n+100%25');
  });
});

describe('VNPay return and IPN verification', () => {
  it('reads a signed paid result', () => {
    expect(verifyVnpayResult(config, paidQuery())).toEqual({
      ok: true,
      orderId: 'order-42',
      amount: 119_000,
      paid: true,
      providerRef: '14226112',
      resultCode: '00',
      // vnp_PayDate 20261129140501 is GMT+7.
      paidAt: new Date('2026-11-29T07:05:01Z'),
    });
  });

  it('reads vnp_PayDate as GMT+7, and no pay time from a missing or impossible one', () => {
    expect(fromVnpayDate('20260101013000')).toEqual(new Date('2025-12-31T18:30:00Z'));
    for (const text of ['', '2026010101300', '20261301000000', '20260230120000', '20260101246000'])
      expect(fromVnpayDate(text), text).toBeNull();
    // An empty field is not signed (nor sent): the caller takes the arrival time.
    expect(verifyVnpayResult(config, paidQuery({ vnp_PayDate: '' }))).toMatchObject({
      ok: true,
      paidAt: null,
    });
  });

  it('reads a signed cancellation as not paid', () => {
    const result = verifyVnpayResult(
      config,
      paidQuery({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }),
    );
    expect(result).toMatchObject({ ok: true, paid: false, resultCode: '24' });
  });

  it('refuses any changed field', () => {
    const good = paidQuery();
    for (const key of Object.keys(good).filter((name) => name !== 'vnp_SecureHash')) {
      const tampered = { ...good, [key]: `${good[key]}1` };
      expect(verifyVnpayResult(config, tampered), key).toEqual({ ok: false, reason: 'bad-signature' });
    }
    expect(verifyVnpayResult(config, { ...good, vnp_Extra: 'x' })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a missing, truncated or foreign signature', () => {
    const { vnp_SecureHash: hash, ...unsigned } = paidQuery();
    expect(verifyVnpayResult(config, unsigned)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(verifyVnpayResult(config, { ...unsigned, vnp_SecureHash: hash!.slice(2) })).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyVnpayResult({ ...config, hashSecret: 'other' }, paidQuery())).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('ignores vnp_SecureHashType in the signed data and accepts an upper-case hash', () => {
    const query = paidQuery();
    const upper = {
      ...query,
      vnp_SecureHash: query.vnp_SecureHash!.toUpperCase(),
      vnp_SecureHashType: 'HmacSHA512',
    };
    expect(verifyVnpayResult(config, upper)).toMatchObject({ ok: true, paid: true });
  });

  it('refuses another merchant’s result, even when signed with our secret', () => {
    expect(verifyVnpayResult(config, paidQuery({ vnp_TmnCode: 'OTHER' }))).toEqual({
      ok: false,
      reason: 'wrong-merchant',
    });
  });

  it('reads a replayed notification the same way', () => {
    const query = paidQuery();
    expect(verifyVnpayResult(config, { ...query })).toEqual(verifyVnpayResult(config, { ...query }));
  });

  it('answers the IPN with the documented codes', () => {
    expect(Object.values(vnpayIpnAnswers).map((answer) => answer.RspCode)).toEqual([
      '00',
      '01',
      '02',
      '04',
      '97',
      '99',
    ]);
  });
});

describe('VNPay refund', () => {
  const request = {
    orderId: 'order-42',
    amount: 119_000,
    full: true,
    providerRef: '14226112',
    paidAt: new Date('2026-11-29T07:05:01Z'),
    refundId: 'refund-1',
    reason: 'Hoan tien don hang 42',
    requestedBy: 'admin@prepwise.test',
    clientIp: '127.0.0.1',
    now: new Date('2026-11-30T01:00:00Z'),
  };

  // The order of https://sandbox.vnpayment.vn/apis/docs/truy-van-hoan-tien/querydr&refund.html
  it('signs the pipe-joined fields in the documented order', () => {
    const body = vnpayRefundBody(config, request);
    const data = [
      'refund-1',
      '2.1.0',
      'refund',
      'PREPWISE',
      '02',
      'order-42',
      '11900000',
      '14226112',
      '20261129140501',
      'admin@prepwise.test',
      '20261130080000',
      '127.0.0.1',
      'Hoan tien don hang 42',
    ].join('|');
    expect(body.vnp_SecureHash).toBe(createHmac('sha512', config.hashSecret).update(data).digest('hex'));
    expect(vnpayRefundBody(config, { ...request, full: false }).vnp_TransactionType).toBe('03');
  });

  it('accepts only a signed answer with code 00', () => {
    const answer: Record<string, string> = {
      vnp_ResponseId: 'r1',
      vnp_Command: 'refund',
      vnp_ResponseCode: '00',
      vnp_Message: 'Refund success',
      vnp_TmnCode: 'PREPWISE',
      vnp_TxnRef: 'order-42',
      vnp_Amount: '11900000',
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20261130080001',
      vnp_TransactionNo: '14226999',
      vnp_TransactionType: '02',
      vnp_TransactionStatus: '05',
      vnp_OrderInfo: 'Hoan tien don hang 42',
    };
    answer.vnp_SecureHash = vnpayPipeHash(config.hashSecret, vnpayRefundResponseSignedFields, answer);
    expect(readVnpayRefundAnswer(config, answer)).toEqual({
      ok: true,
      providerRef: '14226999',
      resultCode: '00',
    });
    expect(readVnpayRefundAnswer(config, { ...answer, vnp_Amount: '1' })).toMatchObject({ ok: false });
    expect(readVnpayRefundAnswer(config, { ...answer, vnp_SecureHash: undefined })).toMatchObject({
      ok: false,
    });
    expect(readVnpayRefundAnswer(config, 'nope')).toMatchObject({ ok: false });
  });
});
