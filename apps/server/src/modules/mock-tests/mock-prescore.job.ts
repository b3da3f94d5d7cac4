import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { scoreAnswer } from '../answers/index.js';
import { findQuestionCached } from '../questions/index.js';
import { prescoreMockAnswerJobName, type PrescorePayload } from './mock-prescore.js';
import { findMock, findMockAnswers, storePrescoredMockAnswer } from './mock-tests.repository.js';

/**
 * Scores one open answer of a mock ahead of Finish (see `requestPrescore`). Does nothing when the
 * mock was cancelled or is over and scored, or when the answer changed or was scored since (its
 * time of answering is the key); stores the score only if the answer is still that one. An answer
 * the scorer cannot score is left for the mock's own scoring job, which records why. One at a time
 * per process, beside interactive scoring: a class's mocks fill idle cores, never a practice
 * learner's wait.
 */
export function createPrescoreMockAnswerJob(
  deps: AppDeps,
  logger: FastifyBaseLogger,
): JobDefinition<PrescorePayload> {
  return {
    name: prescoreMockAnswerJobName,
    payload: z.object({ mockId: z.uuid(), questionId: z.number().int(), answeredAt: z.iso.datetime() }),
    retryLimit: 2,
    concurrency: 1,
    expireInSeconds: Math.ceil((2 * deps.config.poolTaskTimeoutMs) / 1000) + 60,
    async handle(payload, attempt) {
      const mock = await findMock(deps.db, payload.mockId);
      if (!mock || (mock.status !== 'INPROGRESS' && mock.status !== 'FINISH' && mock.status !== 'SCORING'))
        return;
      const answer = (await findMockAnswers(deps.db, mock.id)).find(
        (candidate) => candidate.questionId === payload.questionId,
      );
      if (answer?.status !== 'WAITING_AI' || answer.answeredAt.toISOString() !== payload.answeredAt) return;
      const question = await findQuestionCached(deps.db, payload.questionId);
      const outcome = await scoreAnswer(deps, question, answer.response, attempt, {
        describe: false,
        priority: 'inProgress',
      });
      if (outcome.kind !== 'scored') {
        (attempt.logger ?? logger).info(
          { mockId: mock.id, questionId: payload.questionId, reason: outcome.reason },
          'answer left for the mock’s scoring',
        );
        return;
      }
      await storePrescoredMockAnswer(
        deps.db,
        { mockId: mock.id, questionId: payload.questionId, answeredAt: answer.answeredAt },
        outcome.columns,
      );
    },
  };
}
