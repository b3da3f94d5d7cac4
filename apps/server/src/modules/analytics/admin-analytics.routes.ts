import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsApi, analyticsChartSlug, analyticsCharts } from '@prepwise/contracts';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { chartCsv, loadAnalytics, loadAnalyticsChart } from './analytics.service.js';

/**
 * The analytics dashboards (`/api/admin/analytics`) and each chart's CSV
 * (`/api/admin/analytics/csv/{slug}`, 'private, no-store'), declared in contracts'
 * adminAnalyticsApi with auth 'admin'. Reads only: nothing here changes anything, so nothing is
 * audited.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, adminAnalyticsApi.dashboard, ({ query }) => loadAnalytics(app.deps, query));

  for (const chart of analyticsCharts) {
    const slug = analyticsChartSlug(chart);
    registerEndpoint(app, adminAnalyticsApi.csv[chart], async ({ query }) => {
      const data = await loadAnalyticsChart(app.deps, query, chart);
      return {
        fileName: `${slug}-${data.from}-${data.to}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(chartCsv(chart, data.rows)),
      };
    });
  }
};
