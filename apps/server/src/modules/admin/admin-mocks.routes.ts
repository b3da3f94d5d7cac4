import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlueprintParamsSchema,
  adminBlueprintRequestSchema,
  adminIntroPageActionRequestSchema,
  adminIntroPageListQuerySchema,
  adminIntroPageParamsSchema,
  adminIntroPageRequestSchema,
  adminIntroPageSchema,
  blueprintStockSchema,
  introImageUpload,
  introImageUploadResultSchema,
  successMessages,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import {
  applyIntroPageAction,
  createAdminIntroPage,
  getAdminIntroPage,
  listAdminIntroPages,
  updateAdminIntroPage,
} from './admin-mocks.service.js';
import { listBlueprintStock, resetBlueprint, saveBlueprintCounts } from './admin-blueprints.service.js';
import { storeIntroImage } from './admin-intro-image.service.js';

/**
 * Mock tests in the admin console: the intro pages listed, created, edited, shown or hidden
 * (every change audited), their images uploaded, and the named blueprints with the bank's stock,
 * their item counts changed or reset to the platform's (audited too).
 */
export const adminMocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addContentTypeParser(
    [...introImageUpload.contentTypes],
    { parseAs: 'buffer', bodyLimit: introImageUpload.maxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/admin/intro-pages',
    {
      schema: {
        tags,
        querystring: adminIntroPageListQuerySchema,
        response: responses(z.array(adminIntroPageSchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listAdminIntroPages(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/admin/intro-pages/:id',
    { schema: { tags, params: adminIntroPageParamsSchema, response: responses(adminIntroPageSchema) } },
    async (request) => ok(await getAdminIntroPage(app.deps, request.params.id)),
  );

  app.post(
    '/api/admin/intro-pages',
    { schema: { tags, body: adminIntroPageRequestSchema, response: responses(adminIntroPageSchema) } },
    async (request) =>
      ok(await createAdminIntroPage(app.deps, userOf(request), request.body), successMessages.changesApplied),
  );

  app.put(
    '/api/admin/intro-pages/:id',
    {
      schema: {
        tags,
        params: adminIntroPageParamsSchema,
        body: adminIntroPageRequestSchema,
        response: responses(adminIntroPageSchema),
      },
    },
    async (request) =>
      ok(
        await updateAdminIntroPage(app.deps, userOf(request), request.params.id, request.body),
        successMessages.changesApplied,
      ),
  );

  app.post(
    '/api/admin/intro-pages/:id/actions',
    {
      schema: {
        tags,
        params: adminIntroPageParamsSchema,
        body: adminIntroPageActionRequestSchema,
        response: responses(adminIntroPageSchema),
      },
    },
    async (request) =>
      ok(
        await applyIntroPageAction(app.deps, userOf(request), request.params.id, request.body.action),
        successMessages.changesApplied,
      ),
  );

  app.post(
    '/api/admin/intro-pages/images',
    {
      bodyLimit: introImageUpload.maxBytes + 1,
      schema: { tags, response: responses(introImageUploadResultSchema) },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return ok(await storeIntroImage(app.deps, userOf(request), request.headers['content-type'], request.body));
    },
  );

  app.get(
    '/api/admin/mock-blueprints',
    { schema: { tags, response: responses(z.array(blueprintStockSchema)) } },
    async () => ok(await listBlueprintStock(app.deps)),
  );

  app.put(
    '/api/admin/mock-blueprints/:kind/:name',
    {
      schema: {
        tags,
        params: adminBlueprintParamsSchema,
        body: adminBlueprintRequestSchema,
        response: responses(blueprintStockSchema),
      },
    },
    async (request) =>
      ok(
        await saveBlueprintCounts(app.deps, userOf(request), request.params, request.body),
        successMessages.changesApplied,
      ),
  );

  app.delete(
    '/api/admin/mock-blueprints/:kind/:name',
    { schema: { tags, params: adminBlueprintParamsSchema, response: responses(blueprintStockSchema) } },
    async (request) =>
      ok(await resetBlueprint(app.deps, userOf(request), request.params), successMessages.changesApplied),
  );
};
