import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessControlSchema, firstLoginRequestSchema, profileApi, sessionSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { getAccessControl } from '../entitlements/index.js';
import { presentSession } from './user.presenter.js';
import { recordFirstLogin, updateProfile } from './user.service.js';

/** Session data, access control, profile changes and the first-login mark. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  // Each route signs in on its own: the declared ones (registerEndpoint) bring their auth along.
  const signedIn = { onRequest: app.authenticate };

  app.get('/user/', { ...signedIn, schema: { tags, response: responses(sessionSchema) } }, async (request) =>
    ok(presentSession(userOf(request))),
  );

  app.get(
    '/user/access-control',
    { ...signedIn, schema: { tags, response: responses(accessControlSchema) } },
    async (request) =>
      ok(await getAccessControl(app.deps.db, userOf(request), app.deps.now(), app.deps.config.timeZone)),
  );

  registerEndpoint(app, profileApi.update, async ({ params, body }, request) =>
    presentSession(await updateProfile(app.deps, userOf(request), params.id, body)),
  );

  app.post(
    '/api/first-login',
    {
      ...signedIn,
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
