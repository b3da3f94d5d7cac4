import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
  analyticsChartSlug,
  analyticsCharts,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { chartCsv, loadAnalytics, loadAnalyticsChart } from './analytics.service.js';

/**
 * The analytics dashboards (`/api/admin/analytics`), registered inside the admin routes (their
 * pre-handler answers 401/403). Reads only: nothing here changes anything, so nothing is audited.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags,
        description: 'Every chart of the analytics dashboard over a range of days (default: the last 30).',
        querystring: adminAnalyticsQuerySchema,
        response: responses(adminAnalyticsSchema),
      },
    },
    async (request) => ok(await loadAnalytics(app.deps, request.query)),
  );

  for (const chart of analyticsCharts) {
    const slug = analyticsChartSlug(chart);
    app.get(
      `/api/admin/analytics/csv/${slug}`,
      {
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
