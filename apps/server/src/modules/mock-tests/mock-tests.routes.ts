import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mockTestsApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
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

/** Random mock tests: create, list, detail, progress, answers, finish, resume, cancel, retry, score, report. */
export const mockTestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The two hot routes of a mock in progress use the cached sign-in: their services check the
  // account (active, token version) again in the statement that reads the mock.
  const hot = { cachedSignIn: true };

  registerEndpoint(app, mockTestsApi.create, async ({ body }, request) => ({
    mockId: await createMock(app.deps, userOf(request), body),
  }));
  registerEndpoint(app, mockTestsApi.list, (_input, request) => listMocks(app.deps, userOf(request)));
  registerEndpoint(app, mockTestsApi.detail, ({ query }, request) =>
    loadMockDetail(app.deps, userOf(request), query.mockId),
  );
  registerEndpoint(
    app,
    mockTestsApi.progress,
    ({ body }, request) => saveProgress(app.deps, userOf(request), body),
    hot,
  );
  registerEndpoint(
    app,
    mockTestsApi.answer,
    async ({ body }, request) => {
      await answerMock(app.deps, userOf(request), body);
      return null;
    },
    hot,
  );
  registerEndpoint(app, mockTestsApi.resume, ({ body }, request) =>
    resumeMock(app.deps, userOf(request), body.examId),
  );
  registerEndpoint(app, mockTestsApi.finish, ({ body }, request) =>
    changeMock(app.deps, userOf(request), body.examId, 'finish'),
  );
  registerEndpoint(app, mockTestsApi.cancel, ({ body }, request) =>
    changeMock(app.deps, userOf(request), body.examId, 'cancel'),
  );
  registerEndpoint(app, mockTestsApi.retry, ({ body }, request) =>
    changeMock(app.deps, userOf(request), body.examId, 'retry'),
  );
  registerEndpoint(app, mockTestsApi.score, ({ body }, request) =>
    requestMockScoring(app.deps, userOf(request), body.examId),
  );
  registerEndpoint(app, mockTestsApi.record, ({ params }, request) =>
    resumeMock(app.deps, userOf(request), params.id),
  );
  registerEndpoint(app, mockTestsApi.result, ({ params }, request) =>
    loadMockReport(app.deps, userOf(request), params.id),
  );
  registerEndpoint(app, mockTestsApi.report, async ({ params }, request) => {
    const { fileName, bytes } = await loadReportPdf(app.deps, userOf(request), params.id);
    return { fileName, contentType: 'application/pdf', body: bytes };
  });
};
