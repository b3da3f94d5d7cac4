import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminHomeMessagesApi, homeImageUpload } from '@prepwise/contracts';
import { registerEndpoint, registerUpload } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { storeHomeImage } from './home-images.js';
import {
  createHomeMessage,
  editHomeMessage,
  listHomeMessages,
  removeHomeMessage,
} from './home-messages.service.js';

/**
 * The home page's banners and popups in the admin console (`/api/admin/home-messages`), declared
 * in contracts' adminHomeMessagesApi with auth 'admin' like every admin route (401 without a valid
 * token, 403 for anyone not an admin). Every change is audited. Registered by the app beside the
 * admin routes, not inside them: this module writes to the admin module's audit log.
 */
export const homeMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminHomeMessagesApi.list, ({ query }) => listHomeMessages(deps, query));
  registerEndpoint(app, adminHomeMessagesApi.create, ({ body }, request) =>
    createHomeMessage(deps, userOf(request), body),
  );
  registerEndpoint(app, adminHomeMessagesApi.update, ({ params, body }, request) =>
    editHomeMessage(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, adminHomeMessagesApi.remove, async ({ params }, request) => {
    await removeHomeMessage(deps, userOf(request), params.id);
    return null;
  });
  registerUpload(app, adminHomeMessagesApi.uploadImage, homeImageUpload, (request, body) =>
    storeHomeImage(deps, userOf(request), request.headers['content-type'], body),
  );
};
