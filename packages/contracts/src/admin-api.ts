import { z } from 'zod';
import {
  adminAuditEntrySchema,
  adminAuditQuerySchema,
  adminMockAttemptSchema,
  adminPracticeAttemptSchema,
  adminUserActionRequestSchema,
  adminUserAttemptsQuerySchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserParamsSchema,
  adminUserSchema,
} from './admin.js';
import { adminAnalyticsQuerySchema, adminAnalyticsSchema } from './admin-analytics.js';
import { endpoint, pageOf, requestOf, route } from './endpoint.js';

const admin = { auth: 'admin', tag: 'admin' } as const;

/** Accounts in the admin console: search, one account, its attempts, and the audited actions. */
export const adminUsersApi = {
  list: endpoint
    .route(route('GET', '/api/admin/users'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminUserListQuerySchema }))
    .output(pageOf(adminUserSchema)),
  get: endpoint
    .route(route('GET', '/api/admin/users/{id}'))
    .meta(admin)
    .input(requestOf({ params: adminUserParamsSchema }))
    .output(adminUserDetailSchema),
  practice: endpoint
    .route(route('GET', '/api/admin/users/{id}/practice'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ params: adminUserParamsSchema, query: adminUserAttemptsQuerySchema }))
    .output(pageOf(adminPracticeAttemptSchema)),
  mocks: endpoint
    .route(route('GET', '/api/admin/users/{id}/mocks'))
    .meta(admin)
    .input(requestOf({ params: adminUserParamsSchema }))
    .output(z.array(adminMockAttemptSchema)),
  act: endpoint
    .route(route('POST', '/api/admin/users/{id}/actions'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminUserParamsSchema, body: adminUserActionRequestSchema }))
    .output(adminUserSchema),
};

/** The audit log of admin changes: paged, filtered by actor, action, target and time, sortable. */
export const adminAuditApi = {
  list: endpoint
    .route(route('GET', '/api/admin/audit'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminAuditQuerySchema }))
    .output(pageOf(adminAuditEntrySchema)),
};

/**
 * The analytics dashboard: every chart over a range of days (default: the last 30). Each chart's
 * CSV (`GET /api/admin/analytics/csv/{slug}`, one route per chart) is not declared here yet.
 */
export const adminAnalyticsApi = {
  dashboard: endpoint
    .route(route('GET', '/api/admin/analytics'))
    .meta(admin)
    .input(requestOf({ query: adminAnalyticsQuerySchema }))
    .output(adminAnalyticsSchema),
};
