import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { listAuditEntries } from './admin-audit.service.js';

/** The audit log of admin changes (contracts' adminAuditApi, auth 'admin'): paged, filtered, sortable. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, adminAuditApi.list, ({ query }) => listAuditEntries(app.deps, query));
};
