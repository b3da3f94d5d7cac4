import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import {
  applyPackageAction,
  createAdminPackage,
  getAdminPackage,
  listAdminPackages,
  updateAdminPackage,
} from './admin-catalogue.service.js';

/**
 * The catalogue in the admin console, declared in contracts' adminCatalogueApi with auth 'admin':
 * packs, products and combos listed (paged, `x-total-count`), read, created, edited, (de)activated.
 */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminCatalogueApi.list, ({ query }) => listAdminPackages(deps, query));
  registerEndpoint(app, adminCatalogueApi.get, ({ params }) => getAdminPackage(deps, params.id));
  registerEndpoint(app, adminCatalogueApi.create, ({ body }, request) =>
    createAdminPackage(deps, userOf(request), body),
  );
  registerEndpoint(app, adminCatalogueApi.update, ({ params, body }, request) =>
    updateAdminPackage(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, adminCatalogueApi.act, ({ params, body }, request) =>
    applyPackageAction(deps, userOf(request), params.id, body.action),
  );
};
