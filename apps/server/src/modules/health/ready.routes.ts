import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, readySchema } from '@prepwise/contracts';
import { checkReadiness } from './readiness.service.js';

/**
 * `GET /api/ready`: 200 when the database, the job queue, storage and (when configured) Redis
 * answer, else 503 in the same envelope, naming the check that failed. For load balancers and
 * orchestrators deciding whether to send traffic here; `/api/health` stays the cheap liveness
 * check.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ready',
    {
      schema: { tags: ['health'], response: { 200: envelopeOf(readySchema), 503: envelopeOf(readySchema) } },
    },
    async (request, reply) => {
      const ready = await checkReadiness(app.deps, request.log);
      const statusCode = ready.status === 'ready' ? 200 : 503;
      return reply
        .code(statusCode)
        .header('cache-control', 'no-store')
        .send({ statusCode, message: ready.status === 'ready' ? '' : 'Not ready', data: ready });
    },
  );
};
