import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testClockRequestSchema, testClockSchema } from '@prepwise/contracts';
import type { AdjustableClock } from '../../lib/clock.js';
import { ok, responses } from '../../lib/envelope.js';

/**
 * Browser journeys only: `POST /api/testing/clock` moves the app's clock forward. Registered only
 * when TEST_CLOCK_CONTROL is on (never in production; see config.ts), so no other server has it.
 */
export function testingRoutes(clock: AdjustableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/testing/clock',
      { schema: { tags: ['testing'], body: testClockRequestSchema, response: responses(testClockSchema) } },
      async (request) => {
        if (request.body.reset) clock.reset();
        return ok({ now: clock.advance(request.body.advanceSeconds * 1000).toISOString() });
      },
    );
  };
}
