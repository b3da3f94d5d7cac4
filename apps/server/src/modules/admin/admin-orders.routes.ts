import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderParamsSchema,
  adminShopOrderSchema,
  successMessages,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { listShopOrders, refundOrder } from './admin-orders.service.js';

/** Orders in the shop console: every learner's, paged and filtered, and the audited refund. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/shop/orders',
    {
      schema: {
        tags,
        querystring: adminOrderListQuerySchema,
        response: responses(z.array(adminShopOrderSchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listShopOrders(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.post(
    '/api/admin/shop/orders/:id/refund',
    { schema: { tags, params: adminOrderParamsSchema, response: responses(adminShopOrderSchema) } },
    async (request) =>
      ok(
        await refundOrder(app.deps, userOf(request), request.params.id, {
          clientIp: request.ip,
          log: request.log,
        }),
        successMessages.changesApplied,
      ),
  );
};
