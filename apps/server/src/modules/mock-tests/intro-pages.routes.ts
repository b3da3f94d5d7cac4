import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { introPagesApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { getIntroPage, listIntroPages } from './intro-pages.service.js';

/** Mock-test intro pages: what each mock is, the package that unlocks it, and the learner's data. */
export const introPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, introPagesApi.list, (_input, request) => listIntroPages(app.deps, userOf(request)));
  registerEndpoint(app, introPagesApi.get, ({ params }, request) =>
    getIntroPage(app.deps, userOf(request), params.id),
  );
};
