import {
  assertWholeDong,
  fieldText,
  hmacHex,
  requiredEnv,
  signatureMatches,
  type Env,
  type Fetch,
  type LocalPaymentProvider,
  type NotificationResult,
  type ProviderOrder,
  type RefundRequest,
  type RefundResult,
} from './types.js';

/**
 * VNPay's payment gateway, API v2.1.0 (sandbox.vnpayment.vn/apis/docs): a signed redirect URL,
 * a signed IPN (GET to the URL registered for the merchant) and return URL, and the merchant
 * API's refund. Signatures are HMAC-SHA512 with the merchant's hash secret.
 */
export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  /** The payment page, e.g. https://sandbox.vnpayment.vn/paymentv2/vpcpay.html */
  paymentUrl: string;
  /** The merchant API, e.g. https://sandbox.vnpayment.vn/merchant_webapi/api/transaction */
  apiUrl: string;
}

/** VNPay's configuration from the environment, or undefined when it is not configured. */
export function vnpayConfigFrom(env: Env): VnpayConfig | undefined {
  return requiredEnv(env, {
    tmnCode: 'VNPAY_TMN_CODE',
    hashSecret: 'VNPAY_HASH_SECRET',
    paymentUrl: 'VNPAY_URL',
    apiUrl: 'VNPAY_API_URL',
  });
}

export const vnpayVersion = '2.1.0';

/** VNPay's unit: đồng x 100 (vnp_Amount carries no decimals). */
export function toVnpayAmount(dong: number): number {
  assertWholeDong(dong);
  return dong * 100;
}

/** Whole đồng from vnp_Amount, or undefined when it is not a whole number of đồng. */
export function fromVnpayAmount(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const raw = Number(value);
  return Number.isSafeInteger(raw) && raw % 100 === 0 ? raw / 100 : undefined;
}

/** yyyyMMddHHmmss in GMT+7, VNPay's time zone for every date field. */
export function vnpayDate(at: Date): string {
  const shifted = new Date(at.getTime() + 7 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    String(shifted.getUTCFullYear()) +
    two(shifted.getUTCMonth() + 1) +
    two(shifted.getUTCDate()) +
    two(shifted.getUTCHours()) +
    two(shifted.getUTCMinutes()) +
    two(shifted.getUTCSeconds())
  );
}

/** The instant of a yyyyMMddHHmmss date in GMT+7 (vnp_PayDate), or null when it is not one. */
export function fromVnpayDate(text: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour - 7, minute, second));
  // Refuses what Date.UTC would roll over (a 13th month, a 61st second).
  return vnpayDate(at) === text ? at : null;
}

/** Form-style URL encoding as VNPay's samples do it: encodeURIComponent with spaces as `+`. */
export function vnpayEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

const hashFields = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

/**
 * The signed data of a payment URL or a return/IPN query: every non-empty vnp_ field but the
 * hash itself, sorted by name, each name and value encoded, joined as a query string.
 */
export function vnpaySignedData(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && !hashFields.has(key) && params[key] !== '')
    .sort()
    .map((key) => `${vnpayEncode(key)}=${vnpayEncode(params[key] ?? '')}`)
    .join('&');
}

/** The hex HMAC-SHA512 of data with the hash secret. */
export function vnpayHash(hashSecret: string, data: string): string {
  return hmacHex('sha512', hashSecret, data);
}

/** The params with their vnp_SecureHash added, as a query string in signing order. */
export function signVnpayQuery(hashSecret: string, params: Readonly<Record<string, string>>): string {
  const data = vnpaySignedData(params);
  return `${data}&vnp_SecureHash=${vnpayHash(hashSecret, data)}`;
}

export interface VnpayPaymentParams {
  txnRef: string;
  amount: number;
  orderInfo: string;
  orderType?: string;
  locale: 'vn' | 'en';
  returnUrl: string;
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
  bankCode?: string;
}

/** The fields of a payment request (vnp_Command=pay), before signing. */
export function vnpayPaymentFields(config: VnpayConfig, input: VnpayPaymentParams): Record<string, string> {
  const fields: Record<string, string> = {
    vnp_Version: vnpayVersion,
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(toVnpayAmount(input.amount)),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: input.txnRef,
    vnp_OrderInfo: input.orderInfo,
    vnp_OrderType: input.orderType ?? 'other',
    vnp_Locale: input.locale,
    vnp_ReturnUrl: input.returnUrl,
    vnp_IpAddr: input.ipAddr,
    vnp_CreateDate: vnpayDate(input.createdAt),
    vnp_ExpireDate: vnpayDate(input.expiresAt),
  };
  if (input.bankCode) fields.vnp_BankCode = input.bankCode;
  return fields;
}

/** The signed URL of VNPay's payment page for one order. */
export function buildVnpayPaymentUrl(config: VnpayConfig, input: VnpayPaymentParams): string {
  return `${config.paymentUrl}?${signVnpayQuery(config.hashSecret, vnpayPaymentFields(config, input))}`;
}

/** The string fields of a query or parsed body (repeated or non-string values are dropped). */
export function stringFields(input: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const text = fieldText(value);
    if (text !== undefined) out[key] = text;
  }
  return out;
}

/** Whether a return or IPN query carries a valid vnp_SecureHash for this secret. */
export function vnpayQuerySigned(hashSecret: string, params: Readonly<Record<string, string>>): boolean {
  const received = params.vnp_SecureHash;
  if (!received) return false;
  return signatureMatches(received, vnpayHash(hashSecret, vnpaySignedData(params)));
}

/**
 * Verifies and reads a return or IPN query. Paid means vnp_ResponseCode and
 * vnp_TransactionStatus are both '00'.
 */
export function verifyVnpayResult(
  config: VnpayConfig,
  input: Readonly<Record<string, unknown>>,
): NotificationResult {
  const params = stringFields(input);
  if (!params.vnp_SecureHash) return { ok: false, reason: 'missing-signature' };
  if (!vnpayQuerySigned(config.hashSecret, params)) return { ok: false, reason: 'bad-signature' };
  if (params.vnp_TmnCode !== config.tmnCode) return { ok: false, reason: 'wrong-merchant' };
  const amount = fromVnpayAmount(params.vnp_Amount ?? '');
  const orderId = params.vnp_TxnRef;
  const responseCode = params.vnp_ResponseCode;
  if (amount === undefined || !orderId || !responseCode) return { ok: false, reason: 'malformed' };
  return {
    ok: true,
    orderId,
    amount,
    paid: responseCode === '00' && params.vnp_TransactionStatus === '00',
    providerRef: params.vnp_TransactionNo ?? '',
    resultCode: responseCode,
    paidAt: fromVnpayDate(params.vnp_PayDate ?? ''),
  };
}

/** The JSON body VNPay expects in answer to an IPN. */
export interface VnpayIpnAnswer {
  RspCode: '00' | '01' | '02' | '04' | '97' | '99';
  Message: string;
}

/** VNPay's documented IPN answers, by what the merchant found. */
export const vnpayIpnAnswers = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  other: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, VnpayIpnAnswer>;

/** The refund request's fields in the documented order of its pipe-joined signed data. */
export const vnpayRefundSignedFields = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

/** The refund response's fields in the documented order of its pipe-joined signed data. */
export const vnpayRefundResponseSignedFields = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** HMAC-SHA512 over the named fields' values joined with `|` (missing ones as empty). */
export function vnpayPipeHash(
  hashSecret: string,
  fields: readonly string[],
  body: Readonly<Record<string, string>>,
): string {
  return vnpayHash(hashSecret, fields.map((name) => body[name] ?? '').join('|'));
}

/** The signed JSON body of a refund request (vnp_Command=refund). */
export function vnpayRefundBody(config: VnpayConfig, request: RefundRequest): Record<string, string> {
  const body: Record<string, string> = {
    vnp_RequestId: request.refundId,
    vnp_Version: vnpayVersion,
    vnp_Command: 'refund',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionType: request.full ? '02' : '03',
    vnp_TxnRef: request.orderId,
    vnp_Amount: String(toVnpayAmount(request.amount)),
    vnp_TransactionNo: request.providerRef,
    vnp_TransactionDate: vnpayDate(request.paidAt),
    vnp_CreateBy: request.requestedBy,
    vnp_CreateDate: vnpayDate(request.now),
    vnp_IpAddr: request.clientIp,
    vnp_OrderInfo: request.reason,
  };
  body.vnp_SecureHash = vnpayPipeHash(config.hashSecret, vnpayRefundSignedFields, body);
  return body;
}

/** Reads VNPay's answer to a refund: refused unless signed and vnp_ResponseCode is '00'. */
export function readVnpayRefundAnswer(config: VnpayConfig, answer: unknown): RefundResult {
  if (typeof answer !== 'object' || answer === null)
    return { ok: false, resultCode: '99', message: 'unreadable answer' };
  const body = stringFields(answer as Record<string, unknown>);
  const code = body.vnp_ResponseCode ?? '99';
  const received = body.vnp_SecureHash;
  const expected = vnpayPipeHash(config.hashSecret, vnpayRefundResponseSignedFields, body);
  if (!received || !signatureMatches(received, expected))
    return { ok: false, resultCode: code, message: 'answer not signed by VNPay' };
  if (code !== '00') return { ok: false, resultCode: code, message: body.vnp_Message ?? 'refused' };
  return { ok: true, providerRef: body.vnp_TransactionNo ?? '', resultCode: code };
}

/** VNPay behind the shared provider shape; `fetch` carries the refund call. */
export function createVnpayProvider(config: VnpayConfig, fetch: Fetch): LocalPaymentProvider {
  return {
    name: 'vnpay',
    async startPayment(order: ProviderOrder) {
      const redirectUrl = buildVnpayPaymentUrl(config, {
        txnRef: order.reference,
        amount: order.amount,
        orderInfo: order.description,
        locale: order.locale === 'vi' ? 'vn' : 'en',
        returnUrl: order.returnUrl,
        ipAddr: order.clientIp,
        createdAt: order.createdAt,
        expiresAt: order.expiresAt,
      });
      return { redirectUrl };
    },
    verifyNotification(input) {
      return verifyVnpayResult(config, input);
    },
    async refund(request) {
      const response = await fetch(config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(vnpayRefundBody(config, request)),
      });
      if (!response.ok) return { ok: false, resultCode: String(response.status), message: 'HTTP error' };
      return readVnpayRefundAnswer(config, await response.json());
    },
  };
}
