import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionBankApi } from '@prepwise/contracts';
import { answered, registerEndpoint } from '../../lib/register-endpoint.js';
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
  for (const [declared, onlyRepeated] of [
    [questionBankApi.page, false],
    [questionBankApi.repeatedPage, true],
  ] as const) {
    registerEndpoint(
      app,
      declared,
      async ({ query }, request, reply) => {
        const page = await pages.render(userOf(request), query, onlyRepeated);
        void reply
          .header('x-total-count', String(page.total))
          // The size of the full bank for this type, so a learner without it sees what a pack adds.
          .header('x-full-total-count', String(page.fullTotal))
          .header('etag', page.etag)
          .header('cache-control', 'private, no-cache');
        // The body is already the schema's JSON text, sent as it is.
        if (request.headers['if-none-match'] === page.etag) void reply.code(304).send();
        else void reply.type('application/json; charset=utf-8').send(page.body);
        return answered();
      },
      { cachedSignIn: true },
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
  registerEndpoint(app, questionBankApi.question, ({ params }, request) =>
    getQuestion(app.deps, userOf(request), params.questionId),
  );
  registerEndpoint(app, questionBankApi.exams, () => listExams(app.deps));
  registerEndpoint(app, questionBankApi.exam, ({ params }, request) =>
    getExam(app.deps, userOf(request), params.id),
  );
  registerEndpoint(app, questionBankApi.bank, (_input, request) =>
    listQuestionBank(app.deps, userOf(request)),
  );
  registerEndpoint(app, questionBankApi.bookmarks, ({ params }, request) =>
    listBookmarks(app.deps, userOf(request), params.id),
  );
  registerEndpoint(app, questionBankApi.bookmark, async ({ params }, request) => {
    await addBookmark(app.deps, userOf(request), params.questionId);
    return null;
  });
  registerEndpoint(app, questionBankApi.unbookmark, async ({ params }, request) => {
    await removeBookmark(app.deps, userOf(request), params.questionId);
    return null;
  });
  registerEndpoint(app, questionBankApi.clearProgress, async ({ body }, request) => ({
    cleared: await clearProgress(app.deps, userOf(request), body),
  }));
};
