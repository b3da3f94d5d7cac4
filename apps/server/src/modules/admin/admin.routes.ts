import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOutboxApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { presentOutboxEntry } from './admin.presenter.js';
import { findRecentOutbox } from './admin.repository.js';
import { adminAuditRoutes } from './admin-audit.routes.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { adminVouchersRoutes } from './admin-vouchers.routes.js';
import { adminOrdersRoutes } from './admin-orders.routes.js';
import { adminCatalogueRoutes } from './admin-catalogue.routes.js';
import { adminQuestionsRoutes } from './admin-questions.routes.js';
import { adminMocksRoutes } from './admin-mocks.routes.js';
import { adminPhoneticsRoutes } from './admin-phonetics.routes.js';
import { adminAnalyticsRoutes } from '../analytics/index.js';

/**
 * The admin console's API (`/api/admin/...`), every endpoint declared in contracts (adminUsersApi,
 * adminAuditApi, adminAnalyticsApi, adminOutboxApi, adminQuestionsApi, adminMocksApi,
 * adminVouchersApi, adminShopOrdersApi, adminCatalogueApi) with auth 'admin' on each route
 * (`app.authenticateAdmin`: 401 without a valid token, 403 for anyone not an admin).
 * `/api/admin/orders` (marketplace) and `/api/admin/home-messages` use the same check.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, adminOutboxApi.list, async ({ query }) =>
    (await findRecentOutbox(app.deps.db, query.limit)).map(presentOutboxEntry),
  );
  await app.register(adminUsersRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminQuestionsRoutes);
  await app.register(adminMocksRoutes);
  await app.register(adminPhoneticsRoutes);
  await app.register(adminVouchersRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCatalogueRoutes);
};
