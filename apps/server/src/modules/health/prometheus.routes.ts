import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { hasMetricsToken } from './metrics-token.js';

/**
 * `GET /metrics`: this process's Prometheus metrics in the text format (request latency by route,
 * job queue depth and latency, pool task durations, event-loop delay and Node's defaults). With
 * `METRICS_TOKEN` set, a scrape must send it as a bearer token; without it the metrics are
 * public like the JSON `/api/metrics` (they hold no personal data).
 */
export const prometheusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { metrics, config } = app.deps;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasMetricsToken(request, config.metricsToken)) throw new AppError('error.http.401');
    const { text, contentType } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
  });
};
