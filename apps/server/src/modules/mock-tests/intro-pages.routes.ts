import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { introPageParamsSchema, introPageSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { getIntroPage, listIntroPages } from './intro-pages.service.js';

/** Mock-test intro pages: what each mock is, the package that unlocks it, and the learner's data. */
export const introPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mock-tests'];
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/api/intro-pages',
    { schema: { tags, response: responses(z.array(introPageSchema)) } },
    async (request) => ok(await listIntroPages(app.deps, userOf(request))),
  );
  app.get(
    '/api/intro-pages/:id',
    { schema: { tags, params: introPageParamsSchema, response: responses(introPageSchema) } },
    async (request) => ok(await getIntroPage(app.deps, userOf(request), request.params.id)),
  );
};
