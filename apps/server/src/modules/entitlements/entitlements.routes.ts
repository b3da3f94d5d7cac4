import type { FastifyPluginAsync } from 'fastify';
import { activityApi } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { presentActivityEntry } from './entitlements.presenter.js';
import { findLedgerPage } from './entitlements.repository.js';

/** The activity history: every grant and spend of one's own entitlements, newest first. */
export const entitlementsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, activityApi.history, async ({ query }, request) => {
    const { rows, total } = await findLedgerPage(app.deps.db, userOf(request).id, query.page, query.size);
    return { items: rows.map(presentActivityEntry), total };
  });
};
