import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCreditGrantRequestSchema,
  adminMockAttemptSchema,
  adminPracticeAttemptSchema,
  adminUserActionRequestSchema,
  adminUserAttemptsQuerySchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserParamsSchema,
  adminUserSchema,
  successMessages,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { grantCredits } from './admin-credits.service.js';
import {
  applyUserAction,
  getUserDetail,
  listUserMocks,
  listUserPractice,
  listUsers,
} from './admin-users.service.js';

/** Users in the admin console: search, one account, its attempts, and the audited actions. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    {
      schema: { tags, querystring: adminUserListQuerySchema, response: responses(z.array(adminUserSchema)) },
    },
    async (request, reply) => {
      const { items, total } = await listUsers(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { tags, params: adminUserParamsSchema, response: responses(adminUserDetailSchema) } },
    async (request) => ok(await getUserDetail(app.deps, request.params.id)),
  );

  app.get(
    '/api/admin/users/:id/practice',
    {
      schema: {
        tags,
        params: adminUserParamsSchema,
        querystring: adminUserAttemptsQuerySchema,
        response: responses(z.array(adminPracticeAttemptSchema)),
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { items, total } = await listUserPractice(app.deps, request.params.id, page, size);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/admin/users/:id/mocks',
    {
      schema: { tags, params: adminUserParamsSchema, response: responses(z.array(adminMockAttemptSchema)) },
    },
    async (request) => ok(await listUserMocks(app.deps, request.params.id)),
  );

  app.post(
    '/api/admin/users/:id/actions',
    {
      schema: {
        tags,
        params: adminUserParamsSchema,
        body: adminUserActionRequestSchema,
        response: responses(adminUserSchema),
      },
    },
    async (request) =>
      ok(
        await applyUserAction(app.deps, userOf(request), request.params.id, request.body.action),
        successMessages.changesApplied,
      ),
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        tags,
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
