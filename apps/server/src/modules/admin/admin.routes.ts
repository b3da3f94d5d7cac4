import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.js';
import { presentOutboxEntry } from './admin.presenter.js';
import { findRecentOutbox } from './admin.repository.js';

const outboxEntrySchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  transport: z.string().nullable(),
  createdDate: z.string(),
  sentDate: z.string().nullable(),
});

/** Admin views. The outbox shows what the platform e-mailed (and whether it went out). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('ROLE_ADMIN'));

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(25) }),
        response: responses(z.array(outboxEntrySchema)),
      },
    },
    async (request) => {
      const rows = await findRecentOutbox(app.deps.db, request.query.limit);
      return ok(rows.map(presentOutboxEntry));
    },
  );
};
