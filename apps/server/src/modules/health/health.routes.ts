import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';

/**
 * `GET /api/health`: liveness, answered by the process alone (the database kind from the
 * configuration, no query): a database outage must not make orchestrators restart every API.
 * `/api/ready` says whether the dependencies answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: responses(healthSchema) } }, () =>
    ok({ status: 'ok' as const, database: { kind: app.deps.database.kind } }),
  );
};
