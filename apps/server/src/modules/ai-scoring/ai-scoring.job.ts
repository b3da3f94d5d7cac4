import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { practiceAnswers } from '../../db/schema.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { findQuestion } from '../questions/questions.repository.js';
import { refundScoring, scoreAnswerJobName } from './ai-scoring.service.js';
import { flattenEvidence, scoreOpenAnswer, UnscorableAnswerError } from './open-answer-scorer.js';
import { describeRemotely } from './describe-remotely.js';

const payloadSchema = z.object({ answerId: z.uuid(), spendKey: z.string() });
type Payload = z.infer<typeof payloadSchema>;

/**
 * Scores one open answer. Idempotent: only an answer still in SCORING is scored, and the result
 * is written by a conditional update. An answer the scorer cannot score is marked SCORING_FAILED
 * and its credit given back at once; other errors are retried by pg-boss.
 */
export function createScoreAnswerJob(deps: AppDeps, logger: FastifyBaseLogger): JobDefinition<Payload> {
  return {
    name: scoreAnswerJobName,
    payload: payloadSchema,
    retryLimit: 3,
    async handle({ answerId, spendKey }) {
      const [answer] = await deps.db.select().from(practiceAnswers).where(eq(practiceAnswers.id, answerId));
      if (answer?.status !== 'SCORING') return;
      const question = await findQuestion(deps.db, answer.questionId);
      const inScoring = and(eq(practiceAnswers.id, answerId), eq(practiceAnswers.status, 'SCORING'));
      try {
        if (!question) throw new UnscorableAnswerError('the question is gone');
        const result = await scoreOpenAnswer(question, answer.response, (key) => deps.storage.get(key));
        const aiFeedback = await describeRemotely(deps, question, answer.response, result);
        await deps.db
          .update(practiceAnswers)
          .set({
            status: 'SCORED',
            score: result.score,
            max: result.max,
            traits: result.traits,
            flags: result.flags,
            evidence: flattenEvidence(result.traits),
            speech: result.speech,
            aiFeedback,
            scorerVersion: result.scorerVersion,
            scoredAt: deps.now(),
          })
          .where(inScoring);
      } catch (error) {
        if (!(error instanceof UnscorableAnswerError)) throw error;
        logger.warn({ answerId, reason: error.message }, 'answer could not be scored; credit refunded');
        await deps.db.transaction(async (tx) => {
          const failed = await tx
            .update(practiceAnswers)
            .set({ status: 'SCORING_FAILED' })
            .where(inScoring)
            .returning();
          if (failed.length > 0) await refundScoring(tx, answer.userId, spendKey);
        });
      }
    },
  };
}
