import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  homeImageUpload,
  homeImageUploadResultSchema,
  homeMessageInputSchema,
  homeMessageListQuerySchema,
  homeMessageParamsSchema,
  homeMessageSchema,
  successMessages,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { storeHomeImage } from './home-images.js';
import {
  createHomeMessage,
  editHomeMessage,
  listHomeMessages,
  removeHomeMessage,
} from './home-messages.service.js';

/**
 * The home page's banners and popups in the admin console (`/api/admin/home-messages`), behind
 * the admin pre-handler like every admin route (`app.authenticateAdmin`: 401 without a valid
 * token, 403 for anyone not an admin). Every change is audited. Registered by the app beside the
 * admin routes, not inside them: this module writes to the admin module's audit log.
 */
export const homeMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('onRequest', app.authenticateAdmin);
  app.addContentTypeParser(
    [...homeImageUpload.contentTypes],
    { parseAs: 'buffer', bodyLimit: homeImageUpload.maxBytes + 1 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/admin/home-messages',
    {
      schema: {
        tags,
        querystring: homeMessageListQuerySchema,
        response: responses(z.array(homeMessageSchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listHomeMessages(app.deps, request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.post(
    '/api/admin/home-messages',
    { schema: { tags, body: homeMessageInputSchema, response: responses(homeMessageSchema) } },
    async (request) =>
      ok(await createHomeMessage(app.deps, userOf(request), request.body), successMessages.changesApplied),
  );

  app.put(
    '/api/admin/home-messages/:id',
    {
      schema: {
        tags,
        params: homeMessageParamsSchema,
        body: homeMessageInputSchema,
        response: responses(homeMessageSchema),
      },
    },
    async (request) =>
      ok(
        await editHomeMessage(app.deps, userOf(request), request.params.id, request.body),
        successMessages.changesApplied,
      ),
  );

  app.delete(
    '/api/admin/home-messages/:id',
    { schema: { tags, params: homeMessageParamsSchema, response: responses(z.null()) } },
    async (request) => {
      await removeHomeMessage(app.deps, userOf(request), request.params.id);
      return ok(null, successMessages.changesApplied);
    },
  );

  app.post(
    '/api/admin/home-messages/images',
    {
      bodyLimit: homeImageUpload.maxBytes + 1,
      schema: { tags, response: responses(homeImageUploadResultSchema) },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return ok(
        await storeHomeImage(app.deps, userOf(request), request.headers['content-type'], request.body),
      );
    },
  );
};
