import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRequestSchema,
  answerResultSchema,
  examIdRequestSchema,
  practiceExamSchema,
  practiceHistoryApi,
  sessionScoringApi,
  startExamRequestSchema,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import {
  answerQuestion,
  discardPractice,
  finishPractice,
  listHistory,
  loadExam,
  resetPractice,
  startPractice,
} from './practice.service.js';

/** Practice sessions: start, answer (marked at once when objective), finish, resume, reset, history. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['practice'];
  // Each route authenticates itself (the declared endpoints through their `auth: 'user'`).
  const onRequest = app.authenticate;
  const exam = responses(practiceExamSchema);

  app.post(
    '/api/start-exam',
    { onRequest, schema: { tags, body: startExamRequestSchema, response: exam } },
    async (request) => ok(await startPractice(app.deps, userOf(request), request.body)),
  );

  app.post(
    '/api/answers',
    { onRequest, schema: { tags, body: answerRequestSchema, response: responses(answerResultSchema) } },
    async (request) => ok(await answerQuestion(app.deps, userOf(request), request.body)),
  );

  registerEndpoint(app, practiceHistoryApi.finish, ({ body }, request) =>
    finishPractice(app.deps, userOf(request), body.examId),
  );

  app.post(
    '/api/resume-exam',
    { onRequest, schema: { tags, body: examIdRequestSchema, response: exam } },
    async (request) => ok(await loadExam(app.deps, userOf(request), request.body.examId)),
  );

  registerEndpoint(app, practiceHistoryApi.discard, async ({ body }, request) => {
    await discardPractice(app.deps, userOf(request), body.examId);
    return null;
  });

  app.post(
    '/api/reset-exam',
    { onRequest, schema: { tags, body: examIdRequestSchema, response: exam } },
    async (request) => ok(await resetPractice(app.deps, userOf(request), request.body.examId)),
  );

  registerEndpoint(app, practiceHistoryApi.page, ({ query }, request) =>
    listHistory(app.deps, userOf(request), query.page, query.size),
  );
  registerEndpoint(app, sessionScoringApi.session, ({ params }, request) =>
    loadExam(app.deps, userOf(request), params.id),
  );
};
