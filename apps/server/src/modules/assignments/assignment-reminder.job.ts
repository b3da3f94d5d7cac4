import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { queueMail } from '../../mail/mail.service.js';
import { claimDueReminders } from './assignments.repository.js';

export const assignmentReminderJobName = 'assignment.remind';
/** How often a working process asks for the reminder run. */
export const assignmentReminderIntervalMs = 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

const formatDue = (due: Date, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(due);

/**
 * E-mails every learner with class work due within a day and not handed in, once per assignment:
 * the learners are claimed (marked reminded) in one statement before their e-mails are queued.
 */
export function createAssignmentReminderJob(deps: AppDeps, logger: FastifyBaseLogger): JobDefinition<object> {
  return {
    name: assignmentReminderJobName,
    payload: z.object({}),
    retryLimit: 2,
    async handle(_payload, attempt) {
      const now = deps.now();
      const due = await claimDueReminders(deps.db, now, new Date(now.getTime() + dayMs));
      for (const row of due) {
        const language = (['en', 'vi', 'de'].includes(row.lang_key) ? row.lang_key : 'en') as Language;
        await queueMail(deps.db, deps.jobs, {
          template: 'assignmentReminder',
          to: row.email,
          language,
          name: row.full_name,
          link: `${deps.config.publicUrl}/platform/user/classes`,
          details: [
            `${row.class_name}: ${row.title}`,
            formatDue(new Date(row.due_at), language, deps.config.timeZone),
          ],
        });
      }
      if (due.length > 0) (attempt.logger ?? logger).info({ sent: due.length }, 'assignment reminders');
    },
  };
}

/** Asks for the reminder run now and every hour while the process works jobs; returns the stop. */
export function scheduleAssignmentReminders(deps: AppDeps, logger: FastifyBaseLogger): () => void {
  const request = () =>
    deps.jobs
      .send(
        assignmentReminderJobName,
        {},
        { singletonKey: String(Math.floor(deps.now().getTime() / assignmentReminderIntervalMs)) },
      )
      .catch((error: unknown) => logger.warn({ err: error }, 'assignment reminders not requested'));
  void request();
  const timer = setInterval(() => void request(), assignmentReminderIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
