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
  outboxEntrySchema,
  outboxQuerySchema,
} from './admin.js';
import {
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
  analyticsChartSlug,
  analyticsCharts,
  type AnalyticsChart,
} from './admin-analytics.js';
import {
  adminPackageActionRequestSchema,
  adminPackageListQuerySchema,
  adminPackageParamsSchema,
  adminPackageRequestSchema,
  adminPackageSchema,
} from './admin-catalogue.js';
import {
  adminBlueprintParamsSchema,
  adminBlueprintRequestSchema,
  adminIntroPageActionRequestSchema,
  adminIntroPageListQuerySchema,
  adminIntroPageParamsSchema,
  adminIntroPageRequestSchema,
  adminIntroPageSchema,
  blueprintStockSchema,
  introImageUploadResultSchema,
} from './admin-mocks.js';
import {
  phoneticGenerateRequestSchema,
  phoneticGenerateResultSchema,
  phoneticSaveRequestSchema,
  phoneticSaveResultSchema,
} from './admin-phonetics.js';
import {
  adminQuestionActionRequestSchema,
  adminQuestionExportQuerySchema,
  adminQuestionExportSchema,
  adminQuestionImportRequestSchema,
  adminQuestionImportResultSchema,
  adminQuestionListQuerySchema,
  adminQuestionParamsSchema,
  adminQuestionSchema,
  adminQuestionSummarySchema,
  questionMediaResultSchema,
} from './admin-questions.js';
import {
  adminCreditGrantRequestSchema,
  adminOrderListQuerySchema,
  adminOrderParamsSchema,
  adminShopOrderSchema,
  adminVoucherActionRequestSchema,
  adminVoucherCreateRequestSchema,
  adminVoucherListQuerySchema,
  adminVoucherParamsSchema,
  adminVoucherSchema,
} from './admin-shop.js';
import { downloadSchema, endpoint, pageOf, requestOf, route } from './endpoint.js';
import { questionDraftSchema } from './question-content.js';

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
  /** Credits given by hand with a reason (audited, in the ledger); called from the shop console. */
  grantCredits: endpoint
    .route(route('POST', '/api/admin/users/{id}/credits'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminUserParamsSchema, body: adminCreditGrantRequestSchema }))
    .output(adminUserDetailSchema),
};

/** Vouchers in the shop console: the paged list, single and bulk creation, (de)activation, each audited. */
export const adminVouchersApi = {
  list: endpoint
    .route(route('GET', '/api/admin/vouchers'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminVoucherListQuerySchema }))
    .output(pageOf(adminVoucherSchema)),
  create: endpoint
    .route(route('POST', '/api/admin/vouchers'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: adminVoucherCreateRequestSchema }))
    .output(z.array(adminVoucherSchema)),
  act: endpoint
    .route(route('POST', '/api/admin/vouchers/{id}/actions'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminVoucherParamsSchema, body: adminVoucherActionRequestSchema }))
    .output(adminVoucherSchema),
};

/** Orders in the shop console: every learner's, paged and filtered, and the audited refund (once). */
export const adminShopOrdersApi = {
  list: endpoint
    .route(route('GET', '/api/admin/shop/orders'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminOrderListQuerySchema }))
    .output(pageOf(adminShopOrderSchema)),
  refund: endpoint
    .route(route('POST', '/api/admin/shop/orders/{id}/refund'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminOrderParamsSchema }))
    .output(adminShopOrderSchema),
};

/**
 * The catalogue in the console: packs, products and combos (on sale or not) listed, read,
 * created, edited, put on sale or taken off. Every change is audited.
 */
export const adminCatalogueApi = {
  list: endpoint
    .route(route('GET', '/api/admin/packages'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminPackageListQuerySchema }))
    .output(pageOf(adminPackageSchema)),
  get: endpoint
    .route(route('GET', '/api/admin/packages/{id}'))
    .meta(admin)
    .input(requestOf({ params: adminPackageParamsSchema }))
    .output(adminPackageSchema),
  create: endpoint
    .route(route('POST', '/api/admin/packages'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: adminPackageRequestSchema }))
    .output(adminPackageSchema),
  update: endpoint
    .route(route('PUT', '/api/admin/packages/{id}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminPackageParamsSchema, body: adminPackageRequestSchema }))
    .output(adminPackageSchema),
  act: endpoint
    .route(route('POST', '/api/admin/packages/{id}/actions'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminPackageParamsSchema, body: adminPackageActionRequestSchema }))
    .output(adminPackageSchema),
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
 * Each chart's rows as CSV (RFC 4180) over the dashboard's range, one route per chart
 * (`GET /api/admin/analytics/csv/{slug}`, e.g. `active-learners`), kept private to the browser.
 */
function chartCsvEndpoint(chart: AnalyticsChart) {
  const slug = analyticsChartSlug(chart);
  return endpoint
    .route(route('GET', `/api/admin/analytics/csv/${slug}`))
    .meta({
      ...admin,
      download: true,
      cacheControl: 'private, no-store',
      description: `The rows of the ${slug} chart as CSV (RFC 4180), over the same range of days.`,
    })
    .input(requestOf({ query: adminAnalyticsQuerySchema }))
    .output(downloadSchema);
}

const chartCsvEndpoints = Object.fromEntries(
  analyticsCharts.map((chart) => [chart, chartCsvEndpoint(chart)]),
) as Record<AnalyticsChart, ReturnType<typeof chartCsvEndpoint>>;

/** The analytics dashboard: every chart over a range of days (default: the last 30), and each chart's CSV. */
export const adminAnalyticsApi = {
  dashboard: endpoint
    .route(route('GET', '/api/admin/analytics'))
    .meta(admin)
    .input(requestOf({ query: adminAnalyticsQuerySchema }))
    .output(adminAnalyticsSchema),
  csv: chartCsvEndpoints,
};

/** The latest e-mails the platform sent or queued. */
export const adminOutboxApi = {
  list: endpoint
    .route(route('GET', '/api/admin/outbox'))
    .meta(admin)
    .input(requestOf({ query: outboxQuerySchema }))
    .output(z.array(outboxEntrySchema)),
};

/**
 * The question bank: the paged list of every question (any state), one question's content,
 * creation and replacement (validated like `npm run content` items), (de)activation and the
 * repeated flag, media upload (its bytes as the raw body), import and export of question files,
 * and the THPT phonetic generator's previews and saving. Every change is audited.
 */
export const adminQuestionsApi = {
  list: endpoint
    .route(route('GET', '/api/admin/questions'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminQuestionListQuerySchema }))
    .output(pageOf(adminQuestionSummarySchema)),
  get: endpoint
    .route(route('GET', '/api/admin/questions/{id}'))
    .meta(admin)
    .input(requestOf({ params: adminQuestionParamsSchema }))
    .output(adminQuestionSchema),
  create: endpoint
    .route(route('POST', '/api/admin/questions'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: questionDraftSchema }))
    .output(adminQuestionSchema),
  update: endpoint
    .route(route('PUT', '/api/admin/questions/{id}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminQuestionParamsSchema, body: questionDraftSchema }))
    .output(adminQuestionSchema),
  act: endpoint
    .route(route('POST', '/api/admin/questions/{id}/actions'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminQuestionParamsSchema, body: adminQuestionActionRequestSchema }))
    .output(adminQuestionSchema),
  uploadMedia: endpoint
    .route(route('POST', '/api/admin/questions/media'))
    .meta(admin)
    .output(questionMediaResultSchema),
  /** All or nothing: changesApplied when every item imported, an empty message with the problems. */
  import: endpoint
    .route(route('POST', '/api/admin/questions/import'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: adminQuestionImportRequestSchema }))
    .output(adminQuestionImportResultSchema),
  export: endpoint
    .route(route('GET', '/api/admin/questions/export'))
    .meta(admin)
    .input(requestOf({ query: adminQuestionExportQuerySchema }))
    .output(adminQuestionExportSchema),
  generatePhonetics: endpoint
    .route(route('POST', '/api/admin/questions/phonetics/generate'))
    .meta(admin)
    .input(requestOf({ body: phoneticGenerateRequestSchema }))
    .output(phoneticGenerateResultSchema),
  savePhonetics: endpoint
    .route(route('POST', '/api/admin/questions/phonetics/save'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: phoneticSaveRequestSchema }))
    .output(phoneticSaveResultSchema),
};

/**
 * Mock tests in the console: the intro pages listed, read, created, edited, shown or hidden, their
 * images uploaded (the bytes as the raw body), and the named blueprints with the bank's stock,
 * their item counts changed or reset to the platform's. Every change is audited.
 */
export const adminMocksApi = {
  listIntroPages: endpoint
    .route(route('GET', '/api/admin/intro-pages'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminIntroPageListQuerySchema }))
    .output(pageOf(adminIntroPageSchema)),
  getIntroPage: endpoint
    .route(route('GET', '/api/admin/intro-pages/{id}'))
    .meta(admin)
    .input(requestOf({ params: adminIntroPageParamsSchema }))
    .output(adminIntroPageSchema),
  createIntroPage: endpoint
    .route(route('POST', '/api/admin/intro-pages'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ body: adminIntroPageRequestSchema }))
    .output(adminIntroPageSchema),
  updateIntroPage: endpoint
    .route(route('PUT', '/api/admin/intro-pages/{id}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminIntroPageParamsSchema, body: adminIntroPageRequestSchema }))
    .output(adminIntroPageSchema),
  actOnIntroPage: endpoint
    .route(route('POST', '/api/admin/intro-pages/{id}/actions'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminIntroPageParamsSchema, body: adminIntroPageActionRequestSchema }))
    .output(adminIntroPageSchema),
  uploadIntroImage: endpoint
    .route(route('POST', '/api/admin/intro-pages/images'))
    .meta(admin)
    .output(introImageUploadResultSchema),
  blueprints: endpoint
    .route(route('GET', '/api/admin/mock-blueprints'))
    .meta(admin)
    .output(z.array(blueprintStockSchema)),
  saveBlueprint: endpoint
    .route(route('PUT', '/api/admin/mock-blueprints/{kind}/{name}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminBlueprintParamsSchema, body: adminBlueprintRequestSchema }))
    .output(blueprintStockSchema),
  resetBlueprint: endpoint
    .route(route('DELETE', '/api/admin/mock-blueprints/{kind}/{name}'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: adminBlueprintParamsSchema }))
    .output(blueprintStockSchema),
};
