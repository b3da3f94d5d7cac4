import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.js';
import { createSendMailJob } from '../mail/mail.job.js';
import { createScoreAnswerJob } from '../modules/ai-scoring/ai-scoring.job.js';
import { createScoreMockJob } from '../modules/mock-tests/mock-scoring.job.js';
import { createPrescoreMockAnswerJob } from '../modules/mock-tests/mock-prescore.job.js';
import { createExpireOrderJob } from '../modules/marketplace/expire-order.job.js';
import { createReviewReminderJob } from '../modules/review/review-reminder.job.js';
import { createSettleAttemptJob } from '../modules/assignments/assignment-settle.job.js';
import { createAssignmentReminderJob } from '../modules/assignments/assignment-reminder.job.js';

/** Every job type of the platform: name -> payload schema -> idempotent handler. */
export async function registerJobs(deps: AppDeps, logger: FastifyBaseLogger): Promise<void> {
  await deps.jobs.register(createSendMailJob({ db: deps.db, mailer: deps.mailer, logger }));
  await deps.jobs.register(createScoreAnswerJob(deps, logger));
  await deps.jobs.register(createScoreMockJob(deps, logger));
  await deps.jobs.register(createPrescoreMockAnswerJob(deps, logger));
  await deps.jobs.register(createExpireOrderJob(deps));
  await deps.jobs.register(createReviewReminderJob(deps, logger));
  await deps.jobs.register(createSettleAttemptJob(deps, logger));
  await deps.jobs.register(createAssignmentReminderJob(deps, logger));
}
