import { queryOptions } from '@tanstack/react-query';
import { adminAnalyticsApi, analyticsChartSlug, type AnalyticsChart } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';

/** The analytics dashboard, through the typed client. */
const adminAnalytics = createApiClient(adminAnalyticsApi);

/** A range of days (YYYY-MM-DD, both included); empty: the server's default (the last 30 days). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

function rangeQuery(range: AnalyticsRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/admin/analytics?from&to`: every chart of the dashboard over the range. */
export function adminAnalyticsQueryOptions(range: AnalyticsRange) {
  return queryOptions({
    queryKey: [...adminKey, 'analytics', range],
    queryFn: ({ signal }) =>
      adminAnalytics.dashboard(
        { query: { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** Downloads one chart's rows as CSV (`GET /api/admin/analytics/csv/{chart}`), over the range shown. */
export async function downloadChartCsv(
  chart: AnalyticsChart,
  range: Required<AnalyticsRange>,
): Promise<void> {
  const { apiDownload } = await import('../../../lib/api-download');
  const slug = analyticsChartSlug(chart);
  await apiDownload(
    `/api/admin/analytics/csv/${slug}${rangeQuery(range)}`,
    `${slug}-${range.from}-${range.to}.csv`,
  );
}
