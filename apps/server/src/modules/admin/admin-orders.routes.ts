import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShopOrdersApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { listShopOrders, refundOrder } from './admin-orders.service.js';

/**
 * Orders in the shop console, declared in contracts' adminShopOrdersApi with auth 'admin': every
 * learner's, paged (`x-total-count`) and filtered, and the audited refund.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminShopOrdersApi.list, ({ query }) => listShopOrders(deps, query));
  registerEndpoint(app, adminShopOrdersApi.refund, ({ params }, request) =>
    refundOrder(deps, userOf(request), params.id, { clientIp: request.ip, log: request.log }),
  );
};
