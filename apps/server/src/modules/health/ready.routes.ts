import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, readySchema } from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { hasMetricsToken } from './metrics-token.js';
import { checkReadiness } from './readiness.service.js';

/**
 * `GET /api/ready`: 200 when this replica can serve (the database and the job queue answer;
 * `degraded` while Redis or object storage fails), else 503 in the same envelope, naming the check
 * that failed. For load balancers and orchestrators deciding whether to send traffic here;
 * `/api/health` stays the cheap liveness check. With `METRICS_TOKEN` set (production), only a
 * caller with that bearer token is answered: the checks are the operators' business.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ready',
    {
      schema: { tags: ['health'], response: { 200: envelopeOf(readySchema), 503: envelopeOf(readySchema) } },
    },
    async (request, reply) => {
      if (!hasMetricsToken(request, app.deps.config.metricsToken)) throw new AppError('error.http.401');
      const ready = await checkReadiness(app.deps, request.log);
      const statusCode = ready.status === 'unready' ? 503 : 200;
      return reply
        .code(statusCode)
        .header('cache-control', 'no-store')
        .send({ statusCode, message: ready.status === 'unready' ? 'Not ready' : '', data: ready });
    },
  );
};
