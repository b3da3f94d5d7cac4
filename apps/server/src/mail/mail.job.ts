import { z } from 'zod';
import { languageSchema } from '@prepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { JobDefinition } from '../jobs/queue.js';
import type { Mailer } from './mailer.js';
import { findOutboxMessage, markOutboxFailed, markOutboxSent } from './mail.repository.js';
import { mailTemplates, renderMail } from './templates.js';

export const sendMailJobName = 'mail.send';

export const sendMailPayloadSchema = z.object({
  outboxId: z.uuid(),
  template: z.enum(mailTemplates),
  to: z.email(),
  language: languageSchema,
  params: z.object({
    name: z.string(),
    link: z.url(),
    details: z.array(z.string().max(500)).max(50).optional(),
  }),
});
export type SendMailPayload = z.infer<typeof sendMailPayloadSchema>;

/**
 * Sends one queued e-mail. Idempotent: a message already marked sent is not sent again, so a
 * retried job cannot deliver twice after a successful send.
 */
export function createSendMailJob(deps: {
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}): JobDefinition<SendMailPayload> {
  return {
    name: sendMailJobName,
    payload: sendMailPayloadSchema,
    retryLimit: 5,
    async handle(payload, attempt) {
      const row = await findOutboxMessage(deps.db, payload.outboxId);
      if (!row || row.status === 'sent') return;
      const message = renderMail(payload.template, payload.language, payload.params);
      try {
        const receipt = await deps.mailer.send({ to: payload.to, ...message });
        await markOutboxSent(deps.db, payload.outboxId, receipt, new Date());
        (attempt.logger ?? deps.logger).info(
          {
            to: payload.to,
            template: payload.template,
            link: payload.params.link,
            location: receipt.location,
          },
          'mail sent',
        );
      } catch (error) {
        await markOutboxFailed(
          deps.db,
          payload.outboxId,
          error instanceof Error ? error.message : String(error),
        );
        throw error;
      }
    },
  };
}
