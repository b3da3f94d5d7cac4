import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
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
  const limited = { onRequest: addressBudget };

  registerEndpoint(app, authApi.login, async ({ body }) => ({ accessToken: await logIn(app.deps, body) }), {
    ...limited,
    preHandler: perAccount,
  });

  registerEndpoint(app, authApi.logout, async (_input, request) => {
    await logOutEverywhere(app.deps, userOf(request).id);
    return null;
  });

  registerEndpoint(
    app,
    authApi.social,
    async ({ body }) => ({ accessToken: await logInWithSocial(app.deps, body.socialToken) }),
    limited,
  );

  registerEndpoint(
    app,
    authApi.signup,
    async ({ body }) => {
      await signUp(app.deps, body);
      return null;
    },
    limited,
  );

  registerEndpoint(app, authApi.activate, async ({ query }) => {
    await activateAccount(app.deps, query.key);
    return null;
  });

  registerEndpoint(
    app,
    authApi.resetInit,
    async ({ body }) => {
      await requestPasswordReset(app.deps, body.email);
      return null;
    },
    limited,
  );

  registerEndpoint(
    app,
    authApi.resetFinish,
    async ({ params, body }) => {
      await finishPasswordReset(app.deps, params.key, body.password);
      return null;
    },
    limited,
  );

  registerEndpoint(app, authApi.providers, async () => {
    const { google, discourse } = app.deps.config;
    return {
      google: google ? { clientId: google.clientId } : null,
      discourse: discourse ? { url: discourse.url } : null,
    };
  });

  registerEndpoint(app, authApi.discourseSso, async ({ body }, request) =>
    answerDiscourseSso(app.deps, userOf(request), body),
  );
};
