import type { FastifyPluginAsync } from 'fastify';
import { reviewApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { answerCard, listDueCards, setReminders, summarizeReview, suspendCard } from './review.service.js';

/** The review queue of one's own mistakes: cards due today, the count, a drill's answer, reminders. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  registerEndpoint(app, reviewApi.due, ({ query }, request) =>
    listDueCards(deps, userOf(request), query.page, query.size),
  );
  registerEndpoint(app, reviewApi.summary, (_input, request) => summarizeReview(deps, userOf(request)));
  registerEndpoint(app, reviewApi.answer, ({ params, body }, request) =>
    answerCard(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, reviewApi.suspension, ({ params, body }, request) =>
    suspendCard(deps, userOf(request), params.id, body.suspended),
  );
  registerEndpoint(app, reviewApi.settings, ({ body }, request) =>
    setReminders(deps, userOf(request), body.reminders),
  );
};
