import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { eventLoopDelay, startEventLoopMonitor } from '../../lib/event-loop-delay.js';

/**
 * `GET /api/metrics`: the event-loop delay of this process since it started (p50, p99, max in
 * ms) and the worker pool's threads, queued, running, completed and failed tasks. No personal
 * data, so it is public like the health check.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  startEventLoopMonitor();
  app.get('/api/metrics', { schema: { tags: ['health'], response: responses(metricsSchema) } }, () =>
    ok({ eventLoopDelayMs: eventLoopDelay(), pool: app.deps.pool.stats() }),
  );
};
