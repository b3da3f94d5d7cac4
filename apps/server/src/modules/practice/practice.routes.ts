import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerRequestSchema,
  answerResultSchema,
  emptyDataSchema,
  examHistoryParamsSchema,
  examIdRequestSchema,
  historyQuerySchema,
  practiceExamSchema,
  startExamRequestSchema,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
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
  app.addHook('onRequest', app.authenticate);
  const exam = responses(practiceExamSchema);

  app.post(
    '/api/start-exam',
    { schema: { tags, body: startExamRequestSchema, response: exam } },
    async (request) => ok(await startPractice(app.deps, userOf(request), request.body)),
  );

  app.post(
    '/api/answers',
    { schema: { tags, body: answerRequestSchema, response: responses(answerResultSchema) } },
    async (request) => ok(await answerQuestion(app.deps, userOf(request), request.body)),
  );

  app.post(
    '/api/finish-exam',
    { schema: { tags, body: examIdRequestSchema, response: exam } },
    async (request) => ok(await finishPractice(app.deps, userOf(request), request.body.examId)),
  );

  app.post(
    '/api/resume-exam',
    { schema: { tags, body: examIdRequestSchema, response: exam } },
    async (request) => ok(await loadExam(app.deps, userOf(request), request.body.examId)),
  );

  app.post(
    '/api/discard-exam',
    { schema: { tags, body: examIdRequestSchema, response: responses(emptyDataSchema) } },
    async (request) => {
      await discardPractice(app.deps, userOf(request), request.body.examId);
      return ok(null);
    },
  );

  app.post(
    '/api/reset-exam',
    { schema: { tags, body: examIdRequestSchema, response: exam } },
    async (request) => ok(await resetPractice(app.deps, userOf(request), request.body.examId)),
  );

  app.get(
    '/answer/exam-history',
    { schema: { tags, querystring: historyQuerySchema, response: responses(z.array(practiceExamSchema)) } },
    async (request, reply) => {
      const { items, total } = await listHistory(
        app.deps,
        userOf(request),
        request.query.page,
        request.query.size,
      );
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/answer/exam-history/:id',
    { schema: { tags, params: examHistoryParamsSchema, response: exam } },
    async (request) => ok(await loadExam(app.deps, userOf(request), request.params.id)),
  );
};
