import { randomUUID } from 'node:crypto';
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
} from './types.js';

/**
 * MoMo's "All-in-One v2" gateway (developers.momo.vn/v3/docs/payment/api): create a payment
 * (POST /v2/gateway/api/create, answered with a payUrl), a signed IPN (POST JSON to ipnUrl,
 * answered 204) and redirect, and refund (POST /v2/gateway/api/refund). Signatures are
 * HMAC-SHA256 over `key=value&...` in each operation's documented field order.
 */
export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** The gateway's origin, e.g. https://test-payment.momo.vn */
  endpoint: string;
}

/** MoMo's configuration from the environment, or undefined when it is not configured. */
export function momoConfigFrom(env: Env): MomoConfig | undefined {
  const config = requiredEnv(env, {
    partnerCode: 'MOMO_PARTNER_CODE',
    accessKey: 'MOMO_ACCESS_KEY',
    secretKey: 'MOMO_SECRET_KEY',
    endpoint: 'MOMO_ENDPOINT',
  });
  return config && { ...config, endpoint: config.endpoint.replace(/\/+$/, '') };
}

export const momoCreatePath = '/v2/gateway/api/create';
export const momoRefundPath = '/v2/gateway/api/refund';

/** The signed fields of each operation, in the documented order (accessKey comes from config). */
export const momoSignedFields = {
  create: [
    'accessKey',
    'amount',
    'extraData',
    'ipnUrl',
    'orderId',
    'orderInfo',
    'partnerCode',
    'redirectUrl',
    'requestId',
    'requestType',
  ],
  result: [
    'accessKey',
    'amount',
    'extraData',
    'message',
    'orderId',
    'orderInfo',
    'orderType',
    'partnerCode',
    'payType',
    'requestId',
    'responseTime',
    'resultCode',
    'transId',
  ],
  refund: ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'],
} as const;

export type MomoOperation = keyof typeof momoSignedFields;

/** The raw string MoMo signs: `name=value` for each field of the operation, joined by `&`. */
export function momoRawSignature(
  operation: MomoOperation,
  accessKey: string,
  fields: Readonly<Record<string, unknown>>,
): string {
  return momoSignedFields[operation]
    .map((name) => `${name}=${name === 'accessKey' ? accessKey : (fieldText(fields[name]) ?? '')}`)
    .join('&');
}

/** The hex HMAC-SHA256 signature of an operation's fields. */
export function momoSignature(
  config: Pick<MomoConfig, 'accessKey' | 'secretKey'>,
  operation: MomoOperation,
  fields: Readonly<Record<string, unknown>>,
): string {
  return hmacHex('sha256', config.secretKey, momoRawSignature(operation, config.accessKey, fields));
}

/** Whether fields carry a valid `signature` for the operation. */
export function momoSigned(
  config: Pick<MomoConfig, 'accessKey' | 'secretKey'>,
  operation: MomoOperation,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  const received = fieldText(fields.signature);
  return !!received && signatureMatches(received, momoSignature(config, operation, fields));
}

export type MomoRequestType = 'captureWallet' | 'payWithMethod';

/** The signed JSON body of a create request. */
export function momoCreateBody(
  config: MomoConfig,
  order: ProviderOrder,
  requestId: string,
  requestType: MomoRequestType = 'captureWallet',
): Record<string, string | number> {
  assertWholeDong(order.amount);
  const body: Record<string, string | number> = {
    partnerCode: config.partnerCode,
    requestId,
    amount: order.amount,
    orderId: order.reference,
    orderInfo: order.description,
    redirectUrl: order.returnUrl,
    ipnUrl: order.ipnUrl,
    requestType,
    extraData: '',
    lang: order.locale,
  };
  body.signature = momoSignature(config, 'create', body);
  return body;
}

/** MoMo's responseTime (milliseconds since the epoch) as an instant, or null when absent or unreadable. */
function momoResponseTime(value: unknown): Date | null {
  const text = fieldText(value);
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  return new Date(Number(text));
}

/**
 * Verifies and reads an IPN body or the redirect's query (the same fields). Paid means
 * resultCode 0. The partner code must be ours.
 */
export function verifyMomoResult(
  config: MomoConfig,
  input: Readonly<Record<string, unknown>>,
): NotificationResult {
  if (!fieldText(input.signature)) return { ok: false, reason: 'missing-signature' };
  if (!momoSigned(config, 'result', input)) return { ok: false, reason: 'bad-signature' };
  if (fieldText(input.partnerCode) !== config.partnerCode) return { ok: false, reason: 'wrong-merchant' };
  const orderId = fieldText(input.orderId);
  const amountText = fieldText(input.amount);
  const resultCode = fieldText(input.resultCode);
  if (!orderId || !amountText || !/^\d+$/.test(amountText) || resultCode === undefined)
    return { ok: false, reason: 'malformed' };
  return {
    ok: true,
    orderId,
    amount: Number(amountText),
    paid: resultCode === '0',
    providerRef: fieldText(input.transId) ?? '',
    resultCode,
    paidAt: momoResponseTime(input.responseTime),
  };
}

/** MoMo expects HTTP 204 (no content) in answer to an IPN, within its time limit. */
export const momoIpnAnswerStatus = 204;

/** The signed JSON body of a refund request (orderId here is a fresh id for the refund). */
export function momoRefundBody(config: MomoConfig, request: RefundRequest): Record<string, string | number> {
  assertWholeDong(request.amount);
  const body: Record<string, string | number> = {
    partnerCode: config.partnerCode,
    orderId: request.refundId,
    requestId: request.refundId,
    amount: request.amount,
    transId: Number(request.providerRef),
    lang: 'en',
    description: request.reason,
  };
  body.signature = momoSignature(config, 'refund', body);
  return body;
}

interface MomoAnswer {
  resultCode?: unknown;
  message?: unknown;
  payUrl?: unknown;
  transId?: unknown;
}

async function postJson(fetch: Fetch, url: string, body: unknown): Promise<MomoAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => ({}));
  return typeof parsed === 'object' && parsed !== null ? parsed : {};
}

/** MoMo behind the shared provider shape; `fetch` carries create and refund. */
export function createMomoProvider(
  config: MomoConfig,
  fetch: Fetch,
  options: { requestType?: MomoRequestType; newRequestId?: () => string } = {},
): LocalPaymentProvider {
  const newRequestId = options.newRequestId ?? randomUUID;
  return {
    name: 'momo',
    async startPayment(order) {
      const body = momoCreateBody(config, order, newRequestId(), options.requestType);
      const answer = await postJson(fetch, config.endpoint + momoCreatePath, body);
      if (fieldText(answer.resultCode) !== '0' || typeof answer.payUrl !== 'string')
        throw new Error(
          `MoMo refused the payment: ${fieldText(answer.resultCode)} ${fieldText(answer.message)}`,
        );
      return { redirectUrl: answer.payUrl };
    },
    verifyNotification(input) {
      return verifyMomoResult(config, input);
    },
    async refund(request) {
      const answer = await postJson(fetch, config.endpoint + momoRefundPath, momoRefundBody(config, request));
      const resultCode = fieldText(answer.resultCode) ?? '99';
      if (resultCode !== '0')
        return { ok: false, resultCode, message: fieldText(answer.message) ?? 'refused' };
      return { ok: true, providerRef: fieldText(answer.transId) ?? '', resultCode };
    },
  };
}
