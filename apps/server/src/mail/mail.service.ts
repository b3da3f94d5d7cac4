import type { Language } from '@prepwise/contracts';
import type { Executor } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import { insertOutboxMessage } from './mail.repository.js';
import { sendMailJobName, type SendMailPayload } from './mail.job.js';
import { renderMail, type MailTemplate } from './templates.js';

export interface QueueMailInput {
  template: MailTemplate;
  to: string;
  language: Language;
  name: string;
  link: string;
  details?: string[];
}

/** Records the e-mail in the outbox table and enqueues the job that sends it. */
export async function queueMail(db: Executor, jobs: JobQueue, input: QueueMailInput): Promise<void> {
  const { subject } = renderMail(input.template, input.language, {
    name: input.name,
    link: input.link,
    details: input.details,
  });
  const outboxId = await insertOutboxMessage(db, { recipient: input.to, subject, template: input.template });
  const payload: SendMailPayload = {
    outboxId,
    template: input.template,
    to: input.to,
    language: input.language,
    params: { name: input.name, link: input.link, ...(input.details ? { details: input.details } : {}) },
  };
  await jobs.send(sendMailJobName, payload);
}
