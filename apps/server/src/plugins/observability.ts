import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInRequestContext } from '../lib/request-context.js';

/**
 * Request ids and latency: every response echoes its request id in `x-request-id`, code below
 * the request (job enqueues) can read it, and each finished request is observed in
 * `http_request_duration_seconds` by its route pattern (never the raw URL: ids and query
 * strings would make a series per request).
 */
export const observabilityPlugin = fp(async (app: FastifyInstance) => {
  const histogram = app.deps.metrics.httpRequestDuration;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runInRequestContext(request.id, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
});
