import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  computeReportedScores,
  computeThptMark,
  toMockDetailScores,
  type ItemResult,
} from '@prepwise/scoring';
import type { MockRecord } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { mockAnswers, mockTests, questions } from '../../db/schema.js';
import { AppError, found } from '../../lib/app-error.js';
import type { JobDefinition } from '../../jobs/queue.js';
import type { UserRow } from '../../plugins/auth.js';
import { scoreOpenAnswer, UnscorableAnswerError } from '../ai-scoring/open-answer-scorer.js';
import { spendEntitlement } from '../entitlements/entitlements.spend.js';
import { findMockAnswers, findOwnMock, transitionMock } from './mock-tests.repository.js';
import { presentMock } from './mock-tests.presenter.js';

export const scoreMockJobName = 'mock.score';

/**
 * Sends a finished mock to scoring (`POST /marketplace/random-exam/score`): free members are
 * refused; FINISH -> SCORING and one scored-mock entitlement are one transaction, so retries and
 * double clicks spend once and enqueue one job.
 */
export async function requestMockScoring(deps: AppDeps, me: UserRow, mockId: string): Promise<MockRecord> {
  const mock = found(await findOwnMock(deps.db, me.id, mockId));
  if (me.roles.includes('ROLE_FREE_MEMBER')) throw new AppError('error.freeModeNoScoring');
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionMock(tx, me.id, mock.id, 'score', now);
    if (!row) return undefined;
    await spendEntitlement(tx, {
      userId: me.id,
      resource: 'mock_score',
      source: 'mock_scoring',
      sourceId: `mock:${mock.id}`,
      now,
      timeZone: deps.config.timeZone,
    });
    return row;
  });
  if (!moved) throw new AppError('error.conflict', `A mock test that is ${mock.status} cannot be scored.`);
  await deps.jobs.send(scoreMockJobName, { mockId: mock.id }, { singletonKey: mock.id });
  return presentMock(moved, me.email, now);
}

/**
 * Scores every answer of a mock in SCORING (objective marks as stored; open writing answers by
 * the built-in scorer; unanswered items count 0 of their maximum) and writes the 10-90 report.
 * Idempotent: a mock no longer in SCORING is left alone.
 */
export function createScoreMockJob(
  deps: AppDeps,
  logger: FastifyBaseLogger,
): JobDefinition<{ mockId: string }> {
  return {
    name: scoreMockJobName,
    payload: z.object({ mockId: z.uuid() }),
    retryLimit: 3,
    async handle({ mockId }) {
      const [mock] = await deps.db.select().from(mockTests).where(eq(mockTests.id, mockId));
      if (mock?.status !== 'SCORING') return;
      const rows = await deps.db.select().from(questions).where(inArray(questions.id, mock.questionIds));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const answers = new Map(
        (await findMockAnswers(deps.db, mockId)).map((answer) => [answer.questionId, answer]),
      );
      const items: ItemResult[] = [];
      for (const id of mock.questionIds) {
        const question = byId.get(id);
        if (!question) continue;
        const answer = answers.get(id);
        let item: ItemResult = { type: question.type, score: 0, max: answer?.max ?? 1 };
        if (answer?.status === 'MARKED')
          item = { type: question.type, score: answer.score ?? 0, max: answer.max ?? 1 };
        else if (answer) {
          try {
            const result = scoreOpenAnswer(question, answer.response);
            item = { type: question.type, score: result.score, max: result.max, traits: result.traits };
            await deps.db
              .update(mockAnswers)
              .set({ status: 'SCORED', score: result.score, max: result.max })
              .where(and(eq(mockAnswers.mockId, mockId), eq(mockAnswers.questionId, id)));
          } catch (error) {
            if (!(error instanceof UnscorableAnswerError)) throw error;
            logger.warn(
              { mockId, questionId: id, reason: error.message },
              'mock answer not scored by the built-in scorer',
            );
          }
        }
        items.push(item);
      }
      const reported = computeReportedScores(items);
      const detail = toMockDetailScores(reported);
      const thpt = mock.kind === 'THPT' ? computeThptMark(items) : null;
      await transitionMock(deps.db, mock.userId, mockId, 'scored', deps.now(), {
        overallScore: thpt ? thpt.mark : detail.overallScore,
        scores: {
          ...detail,
          ...(thpt ? { thptMark: thpt.mark, correct: thpt.correct, total: thpt.total } : {}),
          items,
        },
      });
    },
  };
}
