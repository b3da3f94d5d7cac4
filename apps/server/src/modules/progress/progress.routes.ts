import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { progressSchema, weeklyGoalRequestSchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { computeProgress, setWeeklyGoal } from './progress.service.js';

/** One's own progress on the home page, and the weekly goal. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['progress'];
  app.addHook('onRequest', app.authenticate);

  app.get('/api/progress', { schema: { tags, response: responses(progressSchema) } }, async (request) =>
    ok(await computeProgress(app.deps, userOf(request))),
  );

  app.put(
    '/api/progress/goal',
    { schema: { tags, body: weeklyGoalRequestSchema, response: responses(progressSchema) } },
    async (request) => ok(await setWeeklyGoal(app.deps, userOf(request), request.body.target)),
  );
};
