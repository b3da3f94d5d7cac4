import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPackageActionRequestSchema,
  adminPackageListQuerySchema,
  adminPackageParamsSchema,
  adminPackageRequestSchema,
  adminPackageSchema,
  successMessages,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import {
  applyPackageAction,
  createAdminPackage,
  getAdminPackage,
  listAdminPackages,
  updateAdminPackage,
} from './admin-catalogue.service.js';

/** The catalogue in the admin console: packs, products and combos listed, created, edited, (de)activated. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/packages',
    {
      schema: {
        tags,
        querystring: adminPackageListQuerySchema,
        response: responses(z.array(adminPackageSchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminPackages(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/admin/packages/:id',
    { schema: { tags, params: adminPackageParamsSchema, response: responses(adminPackageSchema) } },
    async (request) => ok(await getAdminPackage(app.deps, request.params.id)),
  );

  app.post(
    '/api/admin/packages',
    { schema: { tags, body: adminPackageRequestSchema, response: responses(adminPackageSchema) } },
    async (request) =>
      ok(await createAdminPackage(app.deps, userOf(request), request.body), successMessages.changesApplied),
  );

  app.put(
    '/api/admin/packages/:id',
    {
      schema: {
        tags,
        params: adminPackageParamsSchema,
        body: adminPackageRequestSchema,
        response: responses(adminPackageSchema),
      },
    },
    async (request) =>
      ok(
        await updateAdminPackage(app.deps, userOf(request), request.params.id, request.body),
        successMessages.changesApplied,
      ),
  );

  app.post(
    '/api/admin/packages/:id/actions',
    {
      schema: {
        tags,
        params: adminPackageParamsSchema,
        body: adminPackageActionRequestSchema,
        response: responses(adminPackageSchema),
      },
    },
    async (request) =>
      ok(
        await applyPackageAction(app.deps, userOf(request), request.params.id, request.body.action),
        successMessages.changesApplied,
      ),
  );
};
