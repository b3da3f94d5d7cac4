import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

/** What a dashboard chart draws: rows, the field on the x axis, and the series (already labelled). */
export interface AnalyticsChartSpec {
  kind: 'line' | 'bar';
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: { name: string; label: string; color: string }[];
  /** How the axis and tooltip write a value (money with its currency); plain numbers otherwise. */
  valueFormatter?: (value: number) => string;
}

/**
 * One chart of the analytics dashboard (recharts through Mantine), loaded lazily so no other page
 * carries it. Drawn inside a ChartFrame: the summary and the table beside it say the same.
 */
export default function AnalyticsChart({ spec }: { spec: AnalyticsChartSpec }) {
  const common = {
    h: 220,
    data: spec.data,
    dataKey: spec.dataKey,
    series: spec.series,
    withLegend: spec.series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
    ...(spec.valueFormatter ? { valueFormatter: spec.valueFormatter } : {}),
  };
  return spec.kind === 'line' ? <LineChart {...common} connectNulls /> : <BarChart {...common} />;
}
