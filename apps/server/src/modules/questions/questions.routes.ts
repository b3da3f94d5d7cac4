import type { FastifyReply } from 'fastify';
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
import { hasFullBank } from './question-access.js';
import {
  applyBookmarksChangedElsewhere,
  applyContentChangedElsewhere,
  onBookmarksChangedHere,
  onContentChangedHere,
  QuestionPageCache,
} from './question-page-cache.js';
import {
  addBookmark,
  clearProgress,
  getExam,
  listExams,
  getQuestion,
  listBookmarks,
  listQuestionBank,
  removeBookmark,
} from './questions.service.js';

/**
 * The question pages, the hottest read of the app: served from {@link QuestionPageCache} as
 * prepared JSON (same bytes as the schema's serialiser), with an ETag so a browser's repeat
 * request is a 304, behind the cached bearer check.
 */
const questionPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = new QuestionPageCache(app.deps.db, { fullBank: (user) => hasFullBank(app.deps, user) });
  app.addHook('onClose', async () => pages.close());
  app.addHook('onRequest', app.authenticateCached);
  for (const [url, onlyRepeated] of [
    ['/api/questions-by-type', false],
    ['/api/questions-repeated-by-type', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: ['questions'],
          querystring: questionPageQuerySchema,
          response: responses(z.array(questionViewSchema)),
        },
      },
      async (request, reply) => {
        const page = await pages.render(userOf(request), request.query, onlyRepeated);
        void reply
          .header('x-total-count', String(page.total))
          // The size of the full bank for this type, so a learner without it sees what a pack adds.
          .header('x-full-total-count', String(page.fullTotal))
          .header('etag', page.etag)
          .header('cache-control', 'private, no-cache');
        // The body is already the schema's JSON text; the typed reply only knows objects.
        const untyped = reply as unknown as FastifyReply;
        if (request.headers['if-none-match'] === page.etag) return untyped.code(304).send();
        return untyped.type('application/json; charset=utf-8').send(page.body);
      },
    );
  }
};

/** Questions by type, repeated questions, question-bank entries, bookmarks and progress reset. */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Content and bookmark news between processes (with REDIS_URL): their caches need not wait for
  // the version check or the bookmarks' time limit.
  const { shared } = app.deps;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'cache news not sent');
  const stops = [
    onContentChangedHere(() => void shared.publish('content').catch(warn)),
    onBookmarksChangedHere((userId) => void shared.publish('bookmarks', userId).catch(warn)),
    shared.subscribe('content', (_detail, origin) => {
      if (origin === 'elsewhere') applyContentChangedElsewhere();
    }),
    shared.subscribe('bookmarks', (userId, origin) => {
      if (origin === 'elsewhere') applyBookmarksChangedElsewhere(userId);
    }),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
  // Sibling scopes: a hook added here would run for the page routes too.
  await app.register(questionPageRoutes);
  await app.register(questionRoutes);
};

const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];
  app.addHook('onRequest', app.authenticate);

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
