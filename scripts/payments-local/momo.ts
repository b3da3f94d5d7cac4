import { randomUUID } from 'node:crypto';
import { paymentMethodNames } from '@prepwise/contracts';
import {
  momoCreatePath,
  momoRefundPath,
  momoSignature,
  momoSigned,
  type MomoConfig,
} from '../../apps/server/src/modules/marketplace/providers/momo.js';
import { fieldText } from '../../apps/server/src/modules/marketplace/providers/types.js';
import {
  choicePage,
  errorPage,
  readForm,
  readJsonObject,
  redirect,
  sendHtml,
  sendJson,
  withQuery,
  type Route,
  type StandInContext,
} from './http.js';

/** The provider's name on the stand-in's pages, as the app shows it. */
const brand = paymentMethodNames.momo;

export const momoPayPath = '/v2/gateway/pay';

interface CreatedPayment {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
}

/**
 * MoMo's AIO v2 sandbox protocol: create (verified, answered with a payUrl to the stand-in's own
 * page), the pay page (Pay / Decline, then the signed IPN POST to ipnUrl and the signed redirect),
 * and refund (verified).
 */
export function momoStandIn(config: MomoConfig | undefined, context: StandInContext): Route {
  const sessions = new Map<string, CreatedPayment>();
  const paid = new Map<string, { amount: number; refunded: number }>();
  /** Every orderId a payment was created for: MoMo refuses one used before (result code 41). */
  const usedOrderIds = new Set<string>();
  let transCounter = 4_100_000_000;

  const failure = (
    response: Parameters<Route>[1],
    body: Record<string, unknown>,
    code: number,
    message: string,
  ) =>
    sendJson(response, 400, {
      partnerCode: fieldText(body.partnerCode) ?? '',
      orderId: fieldText(body.orderId) ?? '',
      requestId: fieldText(body.requestId) ?? '',
      resultCode: code,
      message,
      responseTime: context.now().getTime(),
    });

  async function create(request: Parameters<Route>[0], response: Parameters<Route>[1]) {
    if (!config) return sendJson(response, 503, { resultCode: 99, message: 'MoMo is not configured' });
    const body = (await readJsonObject(request)) ?? {};
    if (fieldText(body.partnerCode) !== config.partnerCode || !momoSigned(config, 'create', body))
      return failure(response, body, 13, 'Merchant authentication failed.');
    const amount = Number(fieldText(body.amount));
    const requestType = fieldText(body.requestType);
    const orderId = fieldText(body.orderId) ?? '';
    if (requestType !== 'captureWallet' && requestType !== 'payWithMethod')
      return failure(response, body, 20, 'Bad format request.');
    if (!Number.isSafeInteger(amount) || amount < 1_000 || amount > 50_000_000)
      return failure(response, body, 22, 'Amount is out of range.');
    if (!/^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/.test(orderId))
      return failure(response, body, 20, 'Bad format request.');
    if (usedOrderIds.has(orderId)) return failure(response, body, 41, 'Duplicated orderId.');
    usedOrderIds.add(orderId);
    const token = randomUUID();
    const payment: CreatedPayment = {
      partnerCode: config.partnerCode,
      orderId,
      requestId: fieldText(body.requestId) ?? '',
      amount,
      orderInfo: fieldText(body.orderInfo) ?? '',
      redirectUrl: fieldText(body.redirectUrl) ?? '',
      ipnUrl: fieldText(body.ipnUrl) ?? '',
      extraData: fieldText(body.extraData) ?? '',
    };
    sessions.set(token, payment);
    sendJson(response, 200, {
      partnerCode: payment.partnerCode,
      orderId: payment.orderId,
      requestId: payment.requestId,
      amount: payment.amount,
      responseTime: context.now().getTime(),
      message: 'Successful.',
      resultCode: 0,
      payUrl: `${context.baseUrl()}${momoPayPath}?t=${token}`,
    });
  }

  async function payPage(url: URL, response: Parameters<Route>[1]) {
    const token = url.searchParams.get('t') ?? '';
    const payment = sessions.get(token);
    if (!payment) return sendHtml(response, 404, errorPage(brand, 'Unknown or used payment session'));
    sendHtml(
      response,
      200,
      choicePage({
        provider: brand,
        action: momoPayPath,
        token,
        lines: [payment.orderInfo, `${payment.amount} VND`, `Order ${payment.orderId}`],
      }),
    );
  }

  async function choose(request: Parameters<Route>[0], response: Parameters<Route>[1]) {
    const form = await readForm(request);
    const token = form.get('token') ?? '';
    const payment = sessions.get(token);
    if (!config || !payment)
      return sendHtml(response, 404, errorPage(brand, 'Unknown or used payment session'));
    sessions.delete(token);
    const pays = form.get('choice') === 'pay';
    const transId = (transCounter += 1);
    const result: Record<string, string | number> = {
      partnerCode: payment.partnerCode,
      orderId: payment.orderId,
      requestId: payment.requestId,
      amount: payment.amount,
      orderInfo: payment.orderInfo,
      orderType: 'momo_wallet',
      transId,
      resultCode: pays ? 0 : 1006,
      message: pays ? 'Successful.' : 'Transaction denied by user.',
      payType: 'qr',
      responseTime: context.now().getTime(),
      extraData: payment.extraData,
    };
    result.signature = momoSignature(config, 'result', result);
    if (pays) paid.set(String(transId), { amount: payment.amount, refunded: 0 });
    try {
      const answer = await context.fetch(payment.ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(result),
      });
      context.log(`momo IPN ${payment.orderId} -> ${answer.status}`);
    } catch (error) {
      context.log(`momo IPN ${payment.orderId} failed: ${String(error)}`);
    }
    const query = new URLSearchParams(
      Object.entries(result).map(([key, value]): [string, string] => [key, String(value)]),
    );
    redirect(response, withQuery(payment.redirectUrl, query.toString()));
  }

  async function refund(request: Parameters<Route>[0], response: Parameters<Route>[1]) {
    if (!config) return sendJson(response, 503, { resultCode: 99, message: 'MoMo is not configured' });
    const body = (await readJsonObject(request)) ?? {};
    if (fieldText(body.partnerCode) !== config.partnerCode || !momoSigned(config, 'refund', body))
      return failure(response, body, 13, 'Merchant authentication failed.');
    const original = paid.get(fieldText(body.transId) ?? '');
    const amount = Number(fieldText(body.amount));
    if (!original) return failure(response, body, 1080, 'Refund attempt failed: transaction not found.');
    if (!Number.isSafeInteger(amount) || amount < 1 || original.refunded + amount > original.amount)
      return failure(response, body, 1081, 'Refund rejected: amount exceeds what can be refunded.');
    original.refunded += amount;
    sendJson(response, 200, {
      partnerCode: config.partnerCode,
      orderId: fieldText(body.orderId) ?? '',
      requestId: fieldText(body.requestId) ?? '',
      amount,
      transId: (transCounter += 1),
      resultCode: 0,
      message: 'Successful.',
      responseTime: context.now().getTime(),
    });
  }

  return async (request, response, url) => {
    if (request.method === 'POST' && url.pathname === momoCreatePath) await create(request, response);
    else if (request.method === 'GET' && url.pathname === momoPayPath) await payPage(url, response);
    else if (request.method === 'POST' && url.pathname === momoPayPath) await choose(request, response);
    else if (request.method === 'POST' && url.pathname === momoRefundPath) await refund(request, response);
    else return false;
    return true;
  };
}
