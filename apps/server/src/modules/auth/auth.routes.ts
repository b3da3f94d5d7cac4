import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenSchema,
  activateQuerySchema,
  discourseSsoRequestSchema,
  discourseSsoResponseSchema,
  emptyDataSchema,
  loginRequestSchema,
  resetFinishParamsSchema,
  resetFinishRequestSchema,
  resetInitRequestSchema,
  signInProvidersSchema,
  signupRequestSchema,
  socialLoginRequestSchema,
  successMessages,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import {
  activateAccount,
  finishPasswordReset,
  logIn,
  logOutEverywhere,
  requestPasswordReset,
  signUp,
} from './auth.service.js';
import { answerDiscourseSso } from './discourse-sso.service.js';
import { logInWithSocial } from './social-login.service.js';

/** Sign-in, sign-up, activation, password reset, social sign-in and DiscourseConnect. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget per public address (wide: a school behind one NAT) for sign-in, social sign-in,
  // sign-up and both reset steps together, so spreading requests over the routes does not
  // multiply it; and, for sign-in, one per account: forty learners signing in from one network
  // pass, forty guesses at one account do not. One limiter (one store, one key per address) is
  // what makes the budget shared: per-route `config.rateLimit` gives each route its own store.
  const countAddress = app.createRateLimit({
    max: app.deps.config.loginRateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `auth-address:${request.ip}`,
  });
  const addressBudget = async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await countAddress(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    void reply.header('retry-after', counted.ttlInSeconds);
    throw new AppError('error.http.429');
  };
  const perAccount = app.rateLimit({
    max: app.deps.config.loginAccountRateLimitPerMinute,
    timeWindow: '1 minute',
    // Runs after validation, so the body is the contract's: the e-mail, trimmed and lower-cased.
    keyGenerator: (request) => `login:${(request.body as { email: string }).email.trim().toLowerCase()}`,
  });
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      onRequest: addressBudget,
      preHandler: perAccount,
      schema: { tags, body: loginRequestSchema, response: responses(accessTokenSchema) },
    },
    async (request) => ok({ accessToken: await logIn(app.deps, request.body) }, successMessages.loginSuccess),
  );

  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, schema: { tags, response: responses(emptyDataSchema) } },
    async (request) => {
      await logOutEverywhere(app.deps, userOf(request).id);
      return ok(null);
    },
  );

  app.post(
    '/auth/social',
    {
      onRequest: addressBudget,
      schema: { tags, body: socialLoginRequestSchema, response: responses(accessTokenSchema) },
    },
    async (request) =>
      ok(
        { accessToken: await logInWithSocial(app.deps, request.body.socialToken) },
        successMessages.loginSuccess,
      ),
  );

  app.post(
    '/auth/signup',
    {
      onRequest: addressBudget,
      schema: { tags, body: signupRequestSchema, response: responses(emptyDataSchema) },
    },
    async (request) => {
      await signUp(app.deps, request.body);
      return ok(null, successMessages.registrationSaved);
    },
  );

  app.get(
    '/api/activate',
    { schema: { tags, querystring: activateQuerySchema, response: responses(emptyDataSchema) } },
    async (request) => {
      await activateAccount(app.deps, request.query.key);
      return ok(null, successMessages.accountActivated);
    },
  );

  app.post(
    '/auth/reset/reset-password',
    {
      onRequest: addressBudget,
      schema: { tags, body: resetInitRequestSchema, response: responses(emptyDataSchema) },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body.email);
      return ok(null, successMessages.resetMailSent);
    },
  );

  app.post(
    '/auth/reset/reset-password/:key',
    {
      onRequest: addressBudget,
      schema: {
        tags,
        params: resetFinishParamsSchema,
        body: resetFinishRequestSchema,
        response: responses(emptyDataSchema),
      },
    },
    async (request) => {
      await finishPasswordReset(app.deps, request.params.key, request.body.password);
      return ok(null, successMessages.passwordReset);
    },
  );

  app.get('/auth/providers', { schema: { tags, response: responses(signInProvidersSchema) } }, async () => {
    const { google, discourse } = app.deps.config;
    return ok({
      google: google ? { clientId: google.clientId } : null,
      discourse: discourse ? { url: discourse.url } : null,
    });
  });

  app.post(
    '/auth/discourse/sso',
    {
      onRequest: app.authenticate,
      schema: { tags, body: discourseSsoRequestSchema, response: responses(discourseSsoResponseSchema) },
    },
    async (request) => ok(await answerDiscourseSso(app.deps, userOf(request), request.body)),
  );
};
