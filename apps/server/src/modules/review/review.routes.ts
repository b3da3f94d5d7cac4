import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reviewAnswerRequestSchema,
  reviewAnswerResultSchema,
  reviewCardParamsSchema,
  reviewCardSchema,
  reviewDueQuerySchema,
  reviewSettingsSchema,
  reviewSummarySchema,
  reviewSuspensionSchema,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { answerCard, listDueCards, setReminders, summarizeReview, suspendCard } from './review.service.js';

/** The review queue of one's own mistakes: cards due today, the count, a drill's answer, reminders. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['review'];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/review/due',
    { schema: { tags, querystring: reviewDueQuerySchema, response: responses(z.array(reviewCardSchema)) } },
    async (request, reply) => {
      const { page, size } = request.query;
      const { items, total } = await listDueCards(app.deps, userOf(request), page, size);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/review/summary',
    { schema: { tags, response: responses(reviewSummarySchema) } },
    async (request) => ok(await summarizeReview(app.deps, userOf(request))),
  );

  app.post(
    '/api/review/cards/:id/answer',
    {
      schema: {
        tags,
        params: reviewCardParamsSchema,
        body: reviewAnswerRequestSchema,
        response: responses(reviewAnswerResultSchema),
      },
    },
    async (request) => ok(await answerCard(app.deps, userOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/review/cards/:id/suspension',
    {
      schema: {
        tags,
        params: reviewCardParamsSchema,
        body: reviewSuspensionSchema,
        response: responses(reviewCardSchema),
      },
    },
    async (request) =>
      ok(await suspendCard(app.deps, userOf(request), request.params.id, request.body.suspended)),
  );

  app.put(
    '/api/review/settings',
    { schema: { tags, body: reviewSettingsSchema, response: responses(reviewSummarySchema) } },
    async (request) => ok(await setReminders(app.deps, userOf(request), request.body.reminders)),
  );
};
