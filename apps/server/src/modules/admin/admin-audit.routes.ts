import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuditEntrySchema, adminAuditQuerySchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { listAuditEntries } from './admin-audit.service.js';

/** The audit log of admin changes: paged, filtered by actor, action, target and time, sortable. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        querystring: adminAuditQuerySchema,
        response: responses(z.array(adminAuditEntrySchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listAuditEntries(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );
};
