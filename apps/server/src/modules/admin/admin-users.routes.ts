import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreditGrantRequestSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersApi,
  successMessages,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { grantCredits } from './admin-credits.service.js';
import {
  applyUserAction,
  getUserDetail,
  listUserMocks,
  listUserPractice,
  listUsers,
} from './admin-users.service.js';

/**
 * Users in the admin console: search, one account, its attempts, and the audited actions, each
 * declared in contracts' adminUsersApi with auth 'admin'. The credit grant (called from the shop
 * console) keeps its hand-written route, with app.authenticateAdmin on the route itself.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminUsersApi.list, ({ query }) => listUsers(deps, query));
  registerEndpoint(app, adminUsersApi.get, ({ params }) => getUserDetail(deps, params.id));
  registerEndpoint(app, adminUsersApi.practice, ({ params, query }) =>
    listUserPractice(deps, params.id, query.page, query.size),
  );
  registerEndpoint(app, adminUsersApi.mocks, ({ params }) => listUserMocks(deps, params.id));
  registerEndpoint(app, adminUsersApi.act, ({ params, body }, request) =>
    applyUserAction(deps, userOf(request), params.id, body.action),
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags: ['admin'],
        params: adminUserParamsSchema,
        body: adminCreditGrantRequestSchema,
        response: responses(adminUserDetailSchema),
      },
    },
    async (request) =>
      ok(
        await grantCredits(app.deps, userOf(request), request.params.id, request.body),
        successMessages.changesApplied,
      ),
  );
};
