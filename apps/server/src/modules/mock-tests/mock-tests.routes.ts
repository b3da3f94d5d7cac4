import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMockRequestSchema,
  emptyDataSchema,
  mockAnswerRequestSchema,
  mockDetailSchema,
  mockExamIdRequestSchema,
  mockIdQuerySchema,
  mockProgressRequestSchema,
  mockRecordSchema,
  mockReportSchema,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { loadMockDetail, loadMockReport } from './mock-detail.service.js';
import { loadReportPdf } from './report-download.service.js';
import {
  answerMock,
  changeMock,
  createMock,
  listMocks,
  resumeMock,
  saveProgress,
} from './mock-tests.service.js';
import { requestMockScoring } from './mock-scoring.service.js';

const idParams = z.strictObject({ id: z.uuid() });

/** Random mock tests: create, list, detail, progress, answers, finish, resume, cancel, retry, score, report. */
export const mockTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mock-tests'];
  // The two hot routes of a mock in progress use the cached sign-in: their services check the
  // account (active, token version) again in the statement that reads the mock.
  const checkedInQuery = new Set(['/api/mock-test-trial/answer', '/api/mock-test-trial/progress']);
  app.addHook('onRequest', (request) =>
    checkedInQuery.has(request.routeOptions.url ?? '')
      ? app.authenticateCached(request)
      : app.authenticate(request),
  );
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
    async (request) => ok(await listMocks(app.deps, userOf(request))),
  );

  app.get(
    '/api/mock-test-trial/detail',
    { schema: { tags, querystring: mockIdQuerySchema, response: responses(mockDetailSchema) } },
    async (request) => ok(await loadMockDetail(app.deps, userOf(request), request.query.mockId)),
  );

  app.post(
    '/api/mock-test-trial/progress',
    { schema: { tags, body: mockProgressRequestSchema, response: record } },
    async (request) => ok(await saveProgress(app.deps, userOf(request), request.body)),
  );

  app.post(
    '/api/mock-test-trial/answer',
    { schema: { tags, body: mockAnswerRequestSchema, response: responses(emptyDataSchema) } },
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
    '/marketplace/random-exam/retry',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await changeMock(app.deps, userOf(request), request.body.examId, 'retry')),
  );
  app.post(
    '/marketplace/random-exam/score',
    { schema: { tags, body: mockExamIdRequestSchema, response: record } },
    async (request) => ok(await requestMockScoring(app.deps, userOf(request), request.body.examId)),
  );
  app.get(
    '/api/mock-test-trial/score/:id',
    { schema: { tags, params: idParams, response: record } },
    async (request) => ok(await resumeMock(app.deps, userOf(request), request.params.id)),
  );
  app.get(
    '/api/mock-test-trial/result/:id',
    { schema: { tags, params: idParams, response: responses(mockReportSchema) } },
    async (request) => ok(await loadMockReport(app.deps, userOf(request), request.params.id)),
  );
  app.get(
    '/api/mock-test-trial/report/:id',
    {
      schema: {
        tags,
        params: idParams,
        description: "The PDF report of a scored mock; the file is named by the record's reportId.",
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await loadReportPdf(app.deps, userOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
