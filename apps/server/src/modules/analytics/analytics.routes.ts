import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyDataSchema, pageViewRequestSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { insertPageView } from './analytics.repository.js';

/** Page views, recorded in the platform's own table (no third-party tracker). */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/page-view',
    {
      onRequest: app.authenticateOptional,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['analytics'], body: pageViewRequestSchema, response: responses(emptyDataSchema) },
    },
    async (request) => {
      await insertPageView(app.deps.db, {
        userId: request.currentUser?.id ?? null,
        path: request.body.path,
        referrer: request.body.referrer ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        createdAt: app.deps.now(),
      });
      return ok(null);
    },
  );
};
