import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { queueMail } from '../../mail/mail.service.js';
import { dayWindow } from '../../lib/day-window.js';
import { localDay } from '../../lib/calendar-days.js';
import { claimReminders } from './review.repository.js';

export const reviewReminderJobName = 'review.remind';

/** How often a working process asks for the reminder run (each learner gets one e-mail a day at most). */
export const reviewReminderIntervalMs = 60 * 60 * 1000;

/**
 * Sends the review reminder through the mail outbox to every learner who opted in and has cards
 * due today, once a local day: the learners are claimed (marked reminded today) in one statement
 * before their e-mails are queued, so a second run, a retry or a second worker sends nothing twice.
 */
export function createReviewReminderJob(deps: AppDeps, logger: FastifyBaseLogger): JobDefinition<object> {
  return {
    name: reviewReminderJobName,
    payload: z.object({}),
    retryLimit: 2,
    async handle(_payload, attempt) {
      const now = deps.now();
      const day = localDay(now, deps.config.timeZone);
      const learners = await claimReminders(deps.db, day, dayWindow(now, deps.config.timeZone).end);
      for (const learner of learners) {
        await queueMail(deps.db, deps.jobs, {
          template: 'reviewReminder',
          to: learner.email,
          language: learner.langKey as Language,
          name: learner.fullName,
          link: `${deps.config.publicUrl}/platform/user/review`,
        });
      }
      if (learners.length > 0)
        (attempt.logger ?? logger).info({ day, sent: learners.length }, 'review reminders');
    },
  };
}

/**
 * Asks for the reminder run now and every hour while the process works jobs; returns the stop.
 * The run itself decides who is due (see {@link createReviewReminderJob}).
 */
export function scheduleReviewReminders(deps: AppDeps, logger: FastifyBaseLogger): () => void {
  const request = () =>
    deps.jobs
      .send(reviewReminderJobName, {}, { singletonKey: localDay(deps.now(), deps.config.timeZone) })
      .catch((error: unknown) => logger.warn({ err: error }, 'review reminders not requested'));
  void request();
  const timer = setInterval(() => void request(), reviewReminderIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
