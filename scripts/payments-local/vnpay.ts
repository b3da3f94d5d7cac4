import { randomUUID } from 'node:crypto';
import { paymentMethodNames } from '@prepwise/contracts';
import {
  fromVnpayAmount,
  signVnpayQuery,
  stringFields,
  vnpayDate,
  vnpayPipeHash,
  vnpayQuerySigned,
  vnpayRefundResponseSignedFields,
  vnpayRefundSignedFields,
  type VnpayConfig,
} from '../../apps/server/src/modules/marketplace/providers/vnpay.js';
import { signatureMatches } from '../../apps/server/src/modules/marketplace/providers/types.js';
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
const brand = paymentMethodNames.vnpay;

export const vnpayPayPath = '/paymentv2/vpcpay.html';
export const vnpayChoicePath = '/paymentv2/choice';
export const vnpayApiPath = '/merchant_webapi/api/transaction';

interface PaidTransaction {
  amount: string;
  transactionNo: string;
  payDate: string;
  refunded: boolean;
}

/**
 * VNPay's sandbox protocol: the payment page (verifies the signed URL, then Pay / Decline), the
 * signed IPN (GET to the merchant's registered IPN URL) and signed return redirect, and the
 * merchant API's refund (verified, answered signed).
 */
export function vnpayStandIn(
  config: VnpayConfig | undefined,
  ipnUrl: string | undefined,
  context: StandInContext,
): Route {
  const sessions = new Map<string, Record<string, string>>();
  const paid = new Map<string, PaidTransaction>();
  /** The vnp_TxnRef of every transaction made (paid or declined): VNPay refuses one used before. */
  const usedRefs = new Set<string>();
  let transactionCounter = 14_000_000;

  async function payPage(url: URL, response: Parameters<Route>[1]) {
    if (!config) return sendHtml(response, 503, errorPage(brand, 'VNPay is not configured'));
    const params = Object.fromEntries(url.searchParams);
    if (!vnpayQuerySigned(config.hashSecret, params) || params.vnp_TmnCode !== config.tmnCode)
      return sendHtml(response, 400, errorPage(brand, 'Sai chữ ký (invalid signature, code 70)'));
    const amount = fromVnpayAmount(params.vnp_Amount ?? '');
    if (params.vnp_Command !== 'pay' || params.vnp_CurrCode !== 'VND' || !amount || !params.vnp_ReturnUrl)
      return sendHtml(response, 400, errorPage(brand, 'Dữ liệu không hợp lệ (invalid request, code 03)'));
    if ((params.vnp_ExpireDate ?? '') < vnpayDate(context.now()))
      return sendHtml(response, 400, errorPage(brand, 'Giao dịch đã quá thời gian chờ thanh toán (code 15)'));
    if (usedRefs.has(params.vnp_TxnRef ?? ''))
      return sendHtml(response, 400, errorPage(brand, 'Mã giao dịch đã tồn tại (vnp_TxnRef used before)'));
    const token = randomUUID();
    sessions.set(token, params);
    sendHtml(
      response,
      200,
      choicePage({
        provider: brand,
        action: vnpayChoicePath,
        token,
        lines: [`${params.vnp_OrderInfo ?? ''}`, `${amount} VND`, `Order ${params.vnp_TxnRef ?? ''}`],
      }),
    );
  }

  async function choose(request: Parameters<Route>[0], response: Parameters<Route>[1]) {
    const form = await readForm(request);
    const session = sessions.get(form.get('token') ?? '');
    if (!config || !session)
      return sendHtml(response, 404, errorPage(brand, 'Unknown or used payment session'));
    sessions.delete(form.get('token') ?? '');
    if (usedRefs.has(session.vnp_TxnRef ?? ''))
      return sendHtml(response, 400, errorPage(brand, 'Mã giao dịch đã tồn tại (vnp_TxnRef used before)'));
    usedRefs.add(session.vnp_TxnRef ?? '');
    const pays = form.get('choice') === 'pay';
    const payDate = vnpayDate(context.now());
    const transactionNo = pays ? String((transactionCounter += 1)) : '0';
    const result: Record<string, string> = {
      vnp_Amount: session.vnp_Amount ?? '',
      vnp_BankCode: 'NCB',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: session.vnp_OrderInfo ?? '',
      vnp_PayDate: payDate,
      vnp_ResponseCode: pays ? '00' : '24',
      vnp_TmnCode: config.tmnCode,
      vnp_TransactionNo: transactionNo,
      vnp_TransactionStatus: pays ? '00' : '02',
      vnp_TxnRef: session.vnp_TxnRef ?? '',
    };
    if (pays) {
      result.vnp_BankTranNo = `VNP${transactionNo}`;
      paid.set(result.vnp_TxnRef ?? '', {
        amount: result.vnp_Amount ?? '',
        transactionNo,
        payDate,
        refunded: false,
      });
    }
    const query = signVnpayQuery(config.hashSecret, result);
    if (ipnUrl) {
      try {
        const answer = await context.fetch(withQuery(ipnUrl, query), { method: 'GET' });
        context.log(`vnpay IPN ${result.vnp_TxnRef ?? ''} -> ${answer.status} ${await answer.text()}`);
      } catch (error) {
        context.log(`vnpay IPN ${result.vnp_TxnRef ?? ''} failed: ${String(error)}`);
      }
    } else context.log('vnpay: VNPAY_IPN_URL is not set, no IPN sent');
    redirect(response, withQuery(session.vnp_ReturnUrl ?? '/', query));
  }

  async function transaction(request: Parameters<Route>[0], response: Parameters<Route>[1]) {
    if (!config) return sendJson(response, 503, { message: 'VNPay is not configured' });
    const body = stringFields((await readJsonObject(request)) ?? {});
    const answer = (code: string, message: string, extra: Record<string, string> = {}) => {
      const fields: Record<string, string> = {
        vnp_ResponseId: randomUUID().replace(/-/g, ''),
        vnp_Command: body.vnp_Command ?? '',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: config.tmnCode,
        vnp_TxnRef: body.vnp_TxnRef ?? '',
        vnp_Amount: body.vnp_Amount ?? '',
        vnp_BankCode: 'NCB',
        vnp_PayDate: '',
        vnp_TransactionNo: '',
        vnp_TransactionType: body.vnp_TransactionType ?? '',
        vnp_TransactionStatus: '',
        vnp_OrderInfo: body.vnp_OrderInfo ?? '',
        ...extra,
      };
      fields.vnp_SecureHash = vnpayPipeHash(config.hashSecret, vnpayRefundResponseSignedFields, fields);
      sendJson(response, 200, fields);
    };
    const expected = vnpayPipeHash(config.hashSecret, vnpayRefundSignedFields, body);
    if (!body.vnp_SecureHash || !signatureMatches(body.vnp_SecureHash, expected))
      return answer('97', 'Invalid Checksum');
    if (body.vnp_Command !== 'refund') return answer('99', 'Only refund is served by the local stand-in');
    if (body.vnp_TmnCode !== config.tmnCode) return answer('02', 'Merchant is not valid');
    const original = paid.get(body.vnp_TxnRef ?? '');
    if (!original || original.transactionNo !== body.vnp_TransactionNo)
      return answer('91', 'Transaction not found');
    if (original.refunded) return answer('94', 'Refund already requested');
    if (Number(body.vnp_Amount) > Number(original.amount)) return answer('03', 'Amount exceeds the payment');
    original.refunded = true;
    return answer('00', 'Refund success', {
      vnp_PayDate: vnpayDate(context.now()),
      vnp_TransactionNo: original.transactionNo,
      vnp_TransactionStatus: '05',
    });
  }

  return async (request, response, url) => {
    if (request.method === 'GET' && url.pathname === vnpayPayPath) await payPage(url, response);
    else if (request.method === 'POST' && url.pathname === vnpayChoicePath) await choose(request, response);
    else if (request.method === 'POST' && url.pathname === vnpayApiPath) await transaction(request, response);
    else return false;
    return true;
  };
}
