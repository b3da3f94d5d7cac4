import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq, count } from 'drizzle-orm';
import { z } from 'zod';
import { activityEntrySchema, historyQuerySchema } from '@prepwise/contracts';
import { entitlementLedger } from '../../db/schema.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';

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
      const rows = await app.deps.db
        .select()
        .from(entitlementLedger)
        .where(eq(entitlementLedger.userId, me.id))
        .orderBy(desc(entitlementLedger.createdAt), desc(entitlementLedger.id))
        .limit(size)
        .offset(page * size);
      const [total] = await app.deps.db
        .select({ value: count() })
        .from(entitlementLedger)
        .where(eq(entitlementLedger.userId, me.id));
      void reply.header('x-total-count', String(total?.value ?? 0));
      return ok(
        rows.map((row) => ({
          id: row.id,
          resource: row.resource,
          amount: row.amount,
          source: row.source,
          validUntil: row.validUntil?.toISOString() ?? null,
          createdDate: row.createdAt.toISOString(),
        })),
      );
    },
  );
};
