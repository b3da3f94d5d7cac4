import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { practiceAnswers } from '../../db/schema.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { findQuestion } from '../questions/questions.repository.js';
import { refundScoring, scoreAnswerJobName } from './ai-scoring.service.js';
import { scoreAnswer } from '../answers/score-answer.js';

const payloadSchema = z.object({ answerId: z.uuid(), spendKey: z.string() });
type Payload = z.infer<typeof payloadSchema>;

/**
 * Scores one open answer in the worker pool. Idempotent: only an answer still in SCORING is
 * scored, and the result is written by a conditional update. An answer the scorer cannot score,
 * or whose task crashed its thread or ran past the time limit, is marked SCORING_FAILED and its
 * credit given back at once; other errors (a busy pool, the database) are retried by pg-boss, and
 * on the last try they fail the answer and refund it too, so no answer stays in SCORING. The
 * learner can ask for scoring of a SCORING_FAILED answer again. A process runs as many of these
 * jobs at once as its pool has threads.
 */
export function createScoreAnswerJob(deps: AppDeps, logger: FastifyBaseLogger): JobDefinition<Payload> {
  return {
    name: scoreAnswerJobName,
    payload: payloadSchema,
    retryLimit: 5,
    concurrency: deps.pool.maxThreads,
    async handle({ answerId, spendKey }, attempt) {
      const [answer] = await deps.db.select().from(practiceAnswers).where(eq(practiceAnswers.id, answerId));
      if (answer?.status !== 'SCORING') return;
      const question = await findQuestion(deps.db, answer.questionId);
      const inScoring = and(eq(practiceAnswers.id, answerId), eq(practiceAnswers.status, 'SCORING'));
      const outcome = await scoreAnswer(deps, question, answer.response, attempt, { describe: true });
      if (outcome.kind === 'scored') {
        await deps.db.update(practiceAnswers).set(outcome.columns).where(inScoring);
        return;
      }
      logger.warn({ answerId, reason: outcome.reason }, 'answer could not be scored; credit refunded');
      await deps.db.transaction(async (tx) => {
        const failed = await tx
          .update(practiceAnswers)
          .set({ status: 'SCORING_FAILED' })
          .where(inScoring)
          .returning();
        if (failed.length > 0) await refundScoring(tx, answer.userId, spendKey);
      });
    },
  };
}
