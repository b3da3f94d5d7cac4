import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUsersApi } from '@prepwise/contracts';
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
 * Users in the admin console: search, one account, its attempts, the audited actions and the
 * credit grant (called from the shop console), each declared in contracts' adminUsersApi with
 * auth 'admin'.
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
  registerEndpoint(app, adminUsersApi.grantCredits, ({ params, body }, request) =>
    grantCredits(deps, userOf(request), params.id, body),
  );
};
