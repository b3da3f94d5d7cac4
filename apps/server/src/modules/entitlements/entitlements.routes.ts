import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntrySchema, historyQuerySchema } from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { presentActivityEntry } from './entitlements.presenter.js';
import { findLedgerPage } from './entitlements.repository.js';

/** The activity history: every grant and spend of one's own entitlements, newest first. */
export const entitlementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activity-history',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        querystring: historyQuerySchema,
        response: responses(z.array(activityEntrySchema)),
      },
    },
    async (request, reply) => {
      const me = userOf(request);
      const { page, size } = request.query;
      const { rows, total } = await findLedgerPage(app.deps.db, me.id, page, size);
      void reply.header('x-total-count', String(total));
      return ok(rows.map(presentActivityEntry));
    },
  );
};
