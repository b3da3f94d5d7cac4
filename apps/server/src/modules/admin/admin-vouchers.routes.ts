import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVoucherActionRequestSchema,
  adminVoucherCreateRequestSchema,
  adminVoucherListQuerySchema,
  adminVoucherParamsSchema,
  adminVoucherSchema,
  successMessages,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { applyVoucherAction, createVouchers, listVouchers } from './admin-vouchers.service.js';

/** Vouchers in the admin console: the paged list, single and bulk creation, (de)activation. */
export const adminVouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/vouchers',
    {
      schema: {
        tags,
        querystring: adminVoucherListQuerySchema,
        response: responses(z.array(adminVoucherSchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listVouchers(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.post(
    '/api/admin/vouchers',
    {
      schema: {
        tags,
        body: adminVoucherCreateRequestSchema,
        response: responses(z.array(adminVoucherSchema)),
      },
    },
    async (request) =>
      ok(await createVouchers(app.deps, userOf(request), request.body), successMessages.changesApplied),
  );

  app.post(
    '/api/admin/vouchers/:id/actions',
    {
      schema: {
        tags,
        params: adminVoucherParamsSchema,
        body: adminVoucherActionRequestSchema,
        response: responses(adminVoucherSchema),
      },
    },
    async (request) =>
      ok(
        await applyVoucherAction(app.deps, userOf(request), request.params.id, request.body.action),
        successMessages.changesApplied,
      ),
  );
};
