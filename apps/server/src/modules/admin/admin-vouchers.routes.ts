import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVouchersApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { applyVoucherAction, createVouchers, listVouchers } from './admin-vouchers.service.js';

/**
 * Vouchers in the admin console, declared in contracts' adminVouchersApi with auth 'admin': the
 * paged list (`x-total-count`), single and bulk creation, (de)activation.
 */
export const adminVouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminVouchersApi.list, ({ query }) => listVouchers(deps, query));
  registerEndpoint(app, adminVouchersApi.create, ({ body }, request) =>
    createVouchers(deps, userOf(request), body),
  );
  registerEndpoint(app, adminVouchersApi.act, ({ params, body }, request) =>
    applyVoucherAction(deps, userOf(request), params.id, body.action),
  );
};
