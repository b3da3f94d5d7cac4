import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerResponseSchema,
  createMockRequestSchema,
  emptyDataSchema,
  mockExamIdRequestSchema,
  mockIdQuerySchema,
  mockProgressRequestSchema,
  mockRecordSchema,
  questionViewSchema,
} from '@prepwise/contracts';
import { inArray } from 'drizzle-orm';
import { questions } from '../../db/schema.js';
import { found } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { presentQuestion } from '../questions/questions.presenter.js';
import { findMockAnswers, findOwnMock, findOwnMocks } from './mock-tests.repository.js';
import { presentMock } from './mock-tests.presenter.js';
import { answerMock, changeMock, createMock, resumeMock, saveProgress } from './mock-tests.service.js';
import { requestMockScoring } from './mock-scoring.js';

const detailSchema = z.object({
  examInfo: mockRecordSchema.extend({
    answers: z.array(z.object({ questionId: z.number(), status: z.string(), answeredDate: z.string() })),
  }),
  questions: z.array(questionViewSchema),
});

/** Random mock tests: create, list, detail, progress, answers, finish, resume, cancel and retry. */
export const mockTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mock-tests'];
  app.addHook('onRequest', app.authenticate);
  const record = responses(mockRecordSchema);

  app.post(
    '/api/mock-test-trial/create',
    {
      schema: { tags, body: createMockRequestSchema, response: responses(z.object({ mockId: z.string() })) },
    },
    async (request) => ok({ mockId: await createMock(app.deps, userOf(request), request.body) }),
  );

  app.get(
    '/api/get-mocks',
    { schema: { tags, response: responses(z.array(mockRecordSchema)) } },
    async (request) => {
      const me = userOf(request);
      const now = app.deps.now();
      return ok((await findOwnMocks(app.deps.db, me.id)).map((row) => presentMock(row, me.email, now)));
    },
  );

  app.get(
    '/api/mock-test-trial/detail',
    { schema: { tags, querystring: mockIdQuerySchema, response: responses(detailSchema) } },
    async (request) => {
      const me = userOf(request);
      const info = await resumeMock(app.deps, me, request.query.mockId);
      const mock = found(await findOwnMock(app.deps.db, me.id, request.query.mockId));
      const rows = await app.deps.db.select().from(questions).where(inArray(questions.id, mock.questionIds));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const answers = await findMockAnswers(app.deps.db, mock.id);
      return ok({
        examInfo: {
          ...info,
          answers: answers.map((answer) => ({
            questionId: answer.questionId,
            status: answer.status,
            answeredDate: answer.answeredAt.toISOString(),
          })),
        },
        questions: mock.questionIds.flatMap((id) => {
          const row = byId.get(id);
          return row ? [presentQuestion(row, false)] : [];
        }),
      });
    },
  );

  app.post(
    '/api/mock-test-trial/progress',
    { schema: { tags, body: mockProgressRequestSchema, response: record } },
    async (request) => ok(await saveProgress(app.deps, userOf(request), request.body)),
  );

  app.post(
    '/api/mock-test-trial/answer',
    {
      schema: {
        tags,
        body: z.strictObject({
          examId: z.uuid(),
          questionId: z.number().int().positive(),
          response: answerResponseSchema,
        }),
        response: responses(emptyDataSchema),
      },
    },
    async (request) => {
      await answerMock(app.deps, userOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/mock-test-trial/resume',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await resumeMock(app.deps, userOf(request), request.body.examId)),
  );
  app.post(
    '/api/mock-test-trial/finish',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await changeMock(app.deps, userOf(request), request.body.examId, 'finish')),
  );
  app.post(
    '/marketplace/random-exam/cancel',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await changeMock(app.deps, userOf(request), request.body.examId, 'cancel')),
  );
  app.post(
    '/marketplace/random-exam/score',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await requestMockScoring(app.deps, userOf(request), request.body.examId)),
  );
  app.get(
    '/api/mock-test-trial/score/:id',
    { schema: { tags, params: z.strictObject({ id: z.uuid() }), response: record } },
    async (request) => ok(await resumeMock(app.deps, userOf(request), request.params.id)),
  );
  app.get(
    '/api/mock-test-trial/result/:id',
    {
      schema: {
        tags,
        params: z.strictObject({ id: z.uuid() }),
        response: responses(
          z.object({ examInfo: mockRecordSchema, scores: z.record(z.string(), z.unknown()).nullable() }),
        ),
      },
    },
    async (request) => {
      const me = userOf(request);
      const mock = found(await findOwnMock(app.deps.db, me.id, request.params.id));
      return ok({ examInfo: presentMock(mock, me.email, app.deps.now()), scores: mock.scores });
    },
  );
  app.post(
    '/marketplace/random-exam/retry',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await changeMock(app.deps, userOf(request), request.body.examId, 'retry')),
  );
};
