import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMocksApi, introImageUpload } from '@prepwise/contracts';
import { registerEndpoint, registerUpload } from '../../lib/register-endpoint.js';
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
 * Mock tests in the admin console, declared in contracts' adminMocksApi with auth 'admin': the
 * intro pages listed, created, edited, shown or hidden (every change audited), their images
 * uploaded, and the named blueprints with the bank's stock, their item counts changed or reset to
 * the platform's (audited too).
 */
export const adminMocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminMocksApi.listIntroPages, ({ query }) => listAdminIntroPages(deps, query));
  registerEndpoint(app, adminMocksApi.getIntroPage, ({ params }) => getAdminIntroPage(deps, params.id));
  registerEndpoint(app, adminMocksApi.createIntroPage, ({ body }, request) =>
    createAdminIntroPage(deps, userOf(request), body),
  );
  registerEndpoint(app, adminMocksApi.updateIntroPage, ({ params, body }, request) =>
    updateAdminIntroPage(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, adminMocksApi.actOnIntroPage, ({ params, body }, request) =>
    applyIntroPageAction(deps, userOf(request), params.id, body.action),
  );
  registerUpload(app, adminMocksApi.uploadIntroImage, introImageUpload, (request, body) =>
    storeIntroImage(deps, userOf(request), request.headers['content-type'], body),
  );
  registerEndpoint(app, adminMocksApi.blueprints, () => listBlueprintStock(deps));
  registerEndpoint(app, adminMocksApi.saveBlueprint, ({ params, body }, request) =>
    saveBlueprintCounts(deps, userOf(request), params, body),
  );
  registerEndpoint(app, adminMocksApi.resetBlueprint, ({ params }, request) =>
    resetBlueprint(deps, userOf(request), params),
  );
};
