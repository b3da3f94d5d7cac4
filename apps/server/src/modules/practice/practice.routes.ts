import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceHistoryApi, practiceSessionApi, sessionScoringApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import {
  answerQuestion,
  discardPractice,
  finishPractice,
  listHistory,
  loadPracticeSession,
  resetPractice,
  startPractice,
} from './practice.service.js';

/** Practice sessions: start, answer (marked at once when objective), finish, resume, reset, history. */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, practiceSessionApi.start, ({ body }, request) =>
    startPractice(app.deps, userOf(request), body),
  );
  registerEndpoint(app, practiceSessionApi.answer, ({ body }, request) =>
    answerQuestion(app.deps, userOf(request), body),
  );
  registerEndpoint(app, practiceSessionApi.finish, ({ body }, request) =>
    finishPractice(app.deps, userOf(request), body.examId),
  );
  registerEndpoint(app, practiceSessionApi.resume, ({ body }, request) =>
    loadPracticeSession(app.deps, userOf(request), body.examId),
  );
  registerEndpoint(app, practiceHistoryApi.discard, async ({ body }, request) => {
    await discardPractice(app.deps, userOf(request), body.examId);
    return null;
  });
  registerEndpoint(app, practiceSessionApi.reset, ({ body }, request) =>
    resetPractice(app.deps, userOf(request), body.examId),
  );
  registerEndpoint(app, practiceHistoryApi.page, ({ query }, request) =>
    listHistory(app.deps, userOf(request), query.page, query.size),
  );
  registerEndpoint(app, sessionScoringApi.session, ({ params }, request) =>
    loadPracticeSession(app.deps, userOf(request), params.id),
  );
};
