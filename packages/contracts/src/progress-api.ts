import { endpoint, requestOf, route } from './endpoint.js';
import { progressSchema, weeklyGoalRequestSchema } from './progress.js';

const learner = { auth: 'user', tag: 'progress' } as const;

/** One's own progress on the home page, and the weekly goal. */
export const progressApi = {
  get: endpoint.route(route('GET', '/api/progress')).meta(learner).output(progressSchema),
  goal: endpoint
    .route(route('PUT', '/api/progress/goal'))
    .meta(learner)
    .input(requestOf({ body: weeklyGoalRequestSchema }))
    .output(progressSchema),
};
