import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnalyticsApi,
  adminAnalyticsQuerySchema,
  analyticsChartSlug,
  analyticsCharts,
} from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { chartCsv, loadAnalytics, loadAnalyticsChart } from './analytics.service.js';

/**
 * The analytics dashboards (`/api/admin/analytics`, contracts' adminAnalyticsApi with auth 'admin')
 * and each chart's CSV (hand-written, with app.authenticateAdmin on each route: 401/403).
 * Reads only: nothing here changes anything, so nothing is audited.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  registerEndpoint(app, adminAnalyticsApi.dashboard, ({ query }) => loadAnalytics(app.deps, query));

  for (const chart of analyticsCharts) {
    const slug = analyticsChartSlug(chart);
    app.get(
      `/api/admin/analytics/csv/${slug}`,
      {
        onRequest: app.authenticateAdmin,
        schema: {
          tags,
          description: `The rows of the ${slug} chart as CSV (RFC 4180), over the same range of days.`,
          querystring: adminAnalyticsQuerySchema,
        },
      },
      async (request, reply) => {
        const data = await loadAnalyticsChart(app.deps, request.query, chart);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${slug}-${data.from}-${data.to}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(chartCsv(chart, data.rows));
      },
    );
  }
};
