import type { FastifyPluginAsync } from 'fastify';
import { progressApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { computeProgress, setWeeklyGoal } from './progress.service.js';

/** One's own progress on the home page, and the weekly goal. */
export const progressRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  registerEndpoint(app, progressApi.get, (_input, request) => computeProgress(deps, userOf(request)));
  registerEndpoint(app, progressApi.goal, ({ body }, request) =>
    setWeeklyGoal(deps, userOf(request), body.target),
  );
};
