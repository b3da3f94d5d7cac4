import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkListParamsSchema,
  clearTrackingRequestSchema,
  emptyDataSchema,
  examParamsSchema,
  examSchema,
  examSummarySchema,
  questionBankEntrySchema,
  questionIdParamsSchema,
  questionPageQuerySchema,
  questionViewSchema,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import {
  addBookmark,
  clearProgress,
  getExam,
  listExams,
  getQuestion,
  listBookmarks,
  listQuestionBank,
  listQuestions,
  removeBookmark,
} from './questions.service.js';

/** Questions by type, repeated questions, question-bank entries, bookmarks and progress reset. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];
  app.addHook('onRequest', app.authenticate);

  for (const [url, onlyRepeated] of [
    ['/api/questions-by-type', false],
    ['/api/questions-repeated-by-type', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          querystring: questionPageQuerySchema,
          response: responses(z.array(questionViewSchema)),
        },
      },
      async (request, reply) => {
        const { items, total, fullTotal } = await listQuestions(
          app.deps,
          userOf(request),
          request.query,
          onlyRepeated,
        );
        void reply.header('x-total-count', String(total));
        // The size of the full question bank for this type, so a learner without it sees what a pack adds.
        void reply.header('x-full-total-count', String(fullTotal));
        return ok(items);
      },
    );
  }

  app.get(
    '/api/questions/:questionId',
    { schema: { tags, params: questionIdParamsSchema, response: responses(questionViewSchema) } },
    async (request) => ok(await getQuestion(app.deps, userOf(request), request.params.questionId)),
  );

  app.get('/api/exams', { schema: { tags, response: responses(z.array(examSummarySchema)) } }, async () =>
    ok(await listExams(app.deps)),
  );

  app.get(
    '/api/exams/:id',
    { schema: { tags, params: examParamsSchema, response: responses(examSchema) } },
    async (request) => ok(await getExam(app.deps, userOf(request), request.params.id)),
  );

  app.get(
    '/api/question-bank',
    { schema: { tags, response: responses(z.array(questionBankEntrySchema)) } },
    async (request) => ok(await listQuestionBank(app.deps, userOf(request))),
  );

  app.get(
    '/api/bookmark/bookmark-list/:id',
    { schema: { tags, params: bookmarkListParamsSchema, response: responses(z.array(questionViewSchema)) } },
    async (request) => ok(await listBookmarks(app.deps, userOf(request), request.params.id)),
  );

  app.post(
    '/api/bookmark/:questionId',
    { schema: { tags, params: questionIdParamsSchema, response: responses(emptyDataSchema) } },
    async (request) => {
      await addBookmark(app.deps, userOf(request), request.params.questionId);
      return ok(null);
    },
  );

  app.delete(
    '/api/bookmark/:questionId',
    { schema: { tags, params: questionIdParamsSchema, response: responses(emptyDataSchema) } },
    async (request) => {
      await removeBookmark(app.deps, userOf(request), request.params.questionId);
      return ok(null);
    },
  );

  app.post(
    '/api/track_question/clear',
    {
      schema: {
        tags,
        body: clearTrackingRequestSchema,
        response: responses(z.object({ cleared: z.number() })),
      },
    },
    async (request) => ok({ cleared: await clearProgress(app.deps, userOf(request), request.body) }),
  );
};
