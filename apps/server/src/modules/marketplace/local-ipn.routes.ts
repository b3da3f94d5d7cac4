import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handleLocalIpn, type IpnOutcome } from './local-ipn.service.js';
import { localProviderFor } from './payment-provider.js';
import { momoIpnAnswerStatus } from './providers/momo.js';
import type { Fetch } from './providers/types.js';
import { vnpayIpnAnswers, type VnpayIpnAnswer } from './providers/vnpay.js';

/** VNPay's documented answer for what the IPN found. */
function vnpayAnswer(outcome: IpnOutcome): VnpayIpnAnswer {
  switch (outcome.kind) {
    case 'paid':
    case 'declined':
      return vnpayIpnAnswers.confirmed;
    case 'already-settled':
    case 'late-payment-refunded':
      return vnpayIpnAnswers.alreadyConfirmed;
    case 'late-payment-refund-failed':
    case 'late-payment-refund-in-progress':
      // VNPay notifies again after an error, and the refund is tried again.
      return vnpayIpnAnswers.other;
    case 'order-not-found':
      return vnpayIpnAnswers.orderNotFound;
    case 'wrong-amount':
      return vnpayIpnAnswers.invalidAmount;
    case 'rejected':
      return outcome.reason === 'malformed' ? vnpayIpnAnswers.other : vnpayIpnAnswers.invalidSignature;
  }
}

/**
 * The IPNs of the configured Vietnamese providers (no session: each is signed by the provider).
 * VNPay calls `GET /api/payment/vnpay/ipn?vnp_...` and reads `{RspCode, Message}`; MoMo posts
 * JSON to `POST /api/payment/momo/ipn` and expects 204 (a refused one gets 400; a late payment
 * whose refund failed or is being asked 503, for MoMo to notify again). Settling is
 * {@link handleLocalIpn}'s. The learner's return page never settles anything: no route here reads
 * the return.
 */
export function localIpnRoutes(deps: AppDeps, fetchImpl?: Fetch): FastifyPluginAsync {
  return async (app) => {
    const vnpay = localProviderFor(deps.config, 'vnpay', fetchImpl);
    const momo = localProviderFor(deps.config, 'momo', fetchImpl);
    if (vnpay) {
      app.get('/api/payment/vnpay/ipn', { schema: { hide: true } }, async (request, reply) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        const answer = vnpayAnswer(await handleLocalIpn(app.deps, vnpay, query, request.log));
        return reply.code(200).type('application/json').send(JSON.stringify(answer));
      });
    }
    if (momo) {
      app.post('/api/payment/momo/ipn', { schema: { hide: true } }, async (request, reply) => {
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const outcome = await handleLocalIpn(app.deps, momo, body as Record<string, unknown>, request.log);
        if (
          outcome.kind === 'late-payment-refund-failed' ||
          outcome.kind === 'late-payment-refund-in-progress'
        )
          return reply.code(503).send();
        const accepted =
          outcome.kind === 'paid' ||
          outcome.kind === 'declined' ||
          outcome.kind === 'already-settled' ||
          outcome.kind === 'late-payment-refunded';
        return reply.code(accepted ? momoIpnAnswerStatus : 400).send();
      });
    }
  };
}
