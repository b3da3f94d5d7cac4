import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { errorsPlugin, frameworkErrors } from '../../plugins/errors.js';
import { prometheusRoutes } from './prometheus.routes.js';

/**
 * A worker's only HTTP: `GET /metrics` on `WORKER_METRICS_PORT` (and `GET /api/health`, its
 * liveness), the same route as the API's
 * (the same `METRICS_TOKEN`, the same envelope for a 401 or a 404), serving this worker's
 * registry: job queue depth, job wait and run times, pool task (scoring) durations, event-loop
 * delay and Node's defaults. Answers the address it listens on.
 */
export async function startWorkerMetricsServer(
  deps: AppDeps,
  options: { port: number; host: string; logger: FastifyBaseLogger },
): Promise<{ app: FastifyInstance; url: string }> {
  // Warnings and errors only: a scrape every few seconds would fill the log with request lines.
  const logger = options.logger.child({ listener: 'metrics' }, { level: 'warn' });
  const app = Fastify({ loggerInstance: logger, frameworkErrors });
  app.decorate('deps', deps);
  await app.register(errorsPlugin);
  await app.register(prometheusRoutes);
  // Liveness for the container's health check: answered by this process alone, no token.
  app.get('/api/health', { logLevel: 'warn' }, () => ({
    statusCode: 200,
    message: '',
    data: { status: 'ok' },
  }));
  const address = await app.listen({ port: options.port, host: options.host });
  return { app, url: address };
}
