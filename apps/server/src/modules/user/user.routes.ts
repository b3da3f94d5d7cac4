import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessControlSchema,
  firstLoginRequestSchema,
  profileUpdateSchema,
  sessionSchema,
  successMessages,
  userIdParamsSchema,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { getAccessControl } from '../entitlements/entitlements.service.js';
import { presentSession } from './user.presenter.js';
import { recordFirstLogin, updateProfile } from './user.service.js';

/** Session data, access control, profile changes and the first-login mark. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  app.addHook('onRequest', app.authenticate);

  app.get('/user/', { schema: { tags, response: responses(sessionSchema) } }, async (request) =>
    ok(presentSession(userOf(request))),
  );

  app.get(
    '/user/access-control',
    { schema: { tags, response: responses(accessControlSchema) } },
    async (request) =>
      ok(await getAccessControl(app.deps.db, userOf(request), app.deps.now(), app.deps.config.timeZone)),
  );

  app.post(
    '/user/:id',
    {
      schema: {
        tags,
        params: userIdParamsSchema,
        body: profileUpdateSchema,
        response: responses(sessionSchema),
      },
    },
    async (request) => {
      const row = await updateProfile(app.deps, userOf(request), request.params.id, request.body);
      return ok(presentSession(row), successMessages.changesApplied);
    },
  );

  app.post(
    '/api/first-login',
    {
      schema: {
        tags,
        body: firstLoginRequestSchema,
        response: responses(z.object({ firstLogin: z.boolean() })),
      },
    },
    async (request) =>
      ok({ firstLogin: await recordFirstLogin(app.deps, userOf(request), request.body.email) }),
  );
};
