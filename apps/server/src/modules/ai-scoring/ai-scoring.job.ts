import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { findQuestion } from '../questions/index.js';
import { failAnswerScoring, findAnswer, saveAnswerScore } from '../practice/index.js';
import { queuedAtOf, refundScoring, scoreAnswerJobName } from './ai-scoring.service.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { scoringFinishedEvent } from '../../platform/product-events.js';
import { scoreAnswer } from '../answers/index.js';
import { recordMistakes } from '../review/index.js';

const payloadSchema = z.object({ answerId: z.uuid(), spendKey: z.string() });
type Payload = z.infer<typeof payloadSchema>;

/**
 * Scores one open answer in the worker pool. Idempotent: only an answer still in SCORING is
 * scored, and the result is written by a conditional update. An answer the scorer cannot score,
 * or whose task crashed its thread or ran past the time limit, is marked SCORING_FAILED and its
 * credit given back at once; other errors (a busy pool, the database) are retried by pg-boss, and
 * on the last try they fail the answer and refund it too, so no answer stays in SCORING. The
 * learner can ask for scoring of a SCORING_FAILED answer again. A process runs as many of these
 * jobs at once as its pool has threads. A job held by a worker that died is expired and retried
 * after twice the pool's task time limit plus a minute (5 minutes by default).
 */
export function createScoreAnswerJob(deps: AppDeps, logger: FastifyBaseLogger): JobDefinition<Payload> {
  return {
    name: scoreAnswerJobName,
    payload: payloadSchema,
    retryLimit: 5,
    concurrency: deps.pool.maxThreads,
    // A try is bounded by its pool task's time limit: a job still active well past it was held by
    // a worker that died (bench:kill9 found it waiting pg-boss's default 15 minutes).
    expireInSeconds: Math.ceil((2 * deps.config.poolTaskTimeoutMs) / 1000) + 60,
    async handle({ answerId, spendKey }, attempt) {
      const answer = await findAnswer(deps.db, answerId);
      if (answer?.status !== 'SCORING') return;
      const question = await findQuestion(deps.db, answer.questionId);
      const outcome = await scoreAnswer(deps, question, answer.response, attempt, { describe: true, priority: 'answer' });
      if (outcome.kind === 'scored') {
        // The score and the review cards of its misspelled or mispronounced words, at once.
        await deps.db.transaction(async (tx) => {
          if (!(await saveAnswerScore(tx, answerId, outcome.columns))) return;
          await insertProductEvents(tx, [
            scoringFinishedEvent(answer.userId, queuedAtOf(spendKey), deps.now(), 'scored'),
          ]);
          if (question)
            await recordMistakes(tx, {
              userId: answer.userId,
              source: 'PRACTICE',
              question,
              answer: { ...outcome.columns, response: answer.response },
              now: outcome.columns.scoredAt,
            });
        });
        return;
      }
      (attempt.logger ?? logger).warn(
        { answerId, reason: outcome.reason },
        'answer could not be scored; credit refunded',
      );
      await deps.db.transaction(async (tx) => {
        if (!(await failAnswerScoring(tx, answerId))) return;
        await refundScoring(tx, answer.userId, spendKey);
        await insertProductEvents(tx, [
          scoringFinishedEvent(answer.userId, queuedAtOf(spendKey), deps.now(), 'failed'),
        ]);
      });
    },
  };
}
