import { queryOptions } from '@tanstack/react-query';
import { adminAnalyticsApi, analyticsChartSlug, type AnalyticsChart } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { saveFile } from '../../../lib/save-file';
import { adminKey } from './admin-api';

/** The analytics dashboard and its charts' CSVs, through the typed client. */
const adminAnalytics = createApiClient(adminAnalyticsApi);

/** A range of days (YYYY-MM-DD, both included); empty: the server's default (the last 30 days). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
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

/**
 * Downloads one chart's rows as CSV (`GET /api/admin/analytics/csv/{chart}`), over the range shown,
 * and saves it. A failure is told in a toast and thrown.
 */
export async function downloadChartCsv(
  chart: AnalyticsChart,
  range: Required<AnalyticsRange>,
): Promise<void> {
  const file = await adminAnalytics.csv[chart]({ query: { from: range.from, to: range.to } });
  saveFile(file, `${analyticsChartSlug(chart)}-${range.from}-${range.to}.csv`);
}
