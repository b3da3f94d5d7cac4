import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';

const version = process.env.npm_package_version ?? '0.1.0';

/** `GET /api/health`: the database kind and version, for load balancers and the e2e runner. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], response: responses(healthSchema) } }, async () =>
    ok({
      status: 'ok' as const,
      database: { kind: app.deps.database.kind, version: await app.deps.database.version() },
      version,
    }),
  );
};
