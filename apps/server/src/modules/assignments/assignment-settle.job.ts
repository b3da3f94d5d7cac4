import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { settleAttemptJobName, type SettleAttemptPayload } from '../../jobs/job-names.js';
import { AppError } from '../../lib/app-error.js';
import { requestSessionScoring } from '../ai-scoring/index.js';
import { announceClassChange } from '../classes/index.js';
import { requestMockScoring } from '../mock-tests/index.js';
import { findUserById } from '../user/index.js';
import { findAssignmentOfAttempt } from './assignments.repository.js';

const payloadSchema = z.object({ kind: z.enum(['practice', 'mock']), id: z.uuid(), userId: z.uuid() });

/** Refusals that leave an attempt as it is (nothing to score, already sent, the class out of credits). */
const settledAnyway = new Set([
  'error.examNotFinished',
  'error.mockActionNotAllowed',
  'error.insufficientCredits',
  'error.noScoredMocksLeft',
  'error.http.404',
]);

/**
 * Settles an attempt at a class assignment that was just handed in: its open answers (a practice
 * session's writing and speaking, a whole mock) are sent to scoring paid by the class, and the
 * class's teachers hear of it on their live pages. Idempotent: scoring moves answers and mocks by
 * conditional updates, so a second run sends nothing twice. A class out of credits leaves the
 * answers waiting (its teachers see them unscored) and the job succeeds.
 */
export function createSettleAttemptJob(
  deps: AppDeps,
  logger: FastifyBaseLogger,
): JobDefinition<SettleAttemptPayload> {
  return {
    name: settleAttemptJobName,
    payload: payloadSchema,
    retryLimit: 3,
    async handle(payload, attempt) {
      const learner = await findUserById(deps.db, payload.userId);
      if (!learner) return;
      try {
        if (payload.kind === 'practice') await requestSessionScoring(deps, learner, payload.id);
        else await requestMockScoring(deps, learner, payload.id);
      } catch (error) {
        if (!(error instanceof AppError && settledAnyway.has(error.code))) throw error;
        if (error.code === 'error.insufficientCredits' || error.code === 'error.noScoredMocksLeft')
          (attempt.logger ?? logger).warn(
            { attempt: payload },
            'class has no credits left: assigned work left unscored',
          );
      }
      const found = await findAssignmentOfAttempt(deps.db, payload.kind, payload.id);
      if (found)
        await announceClassChange(deps, {
          classId: found.assignment.classId,
          assignmentId: found.assignment.id,
          userId: payload.userId,
        });
    },
  };
}
