import { lazy, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  analyticsSpanDays,
  defaultCurrency,
  formatMoney,
  fromMinor,
  maxAnalyticsSpanDays,
  type AdminAnalytics,
  type AnalyticsChart as ChartKey,
} from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryStates } from '../../../components/ui/query-states';
import { SurveySummaryCard } from '../components/survey-summary-card';
import { formatCount, formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  adminAnalyticsQueryOptions,
  downloadChartCsv,
  type AnalyticsRange,
} from '../api/admin-analytics-api';
import { ChartFrame } from '../../../components/ui/chart-frame';
import type { AnalyticsChartSpec } from '../components/analytics-chart';
import { useAnalyticsT } from '../lib/use-analytics-t';
import { TableScroll } from '../../../components/ui/table-scroll';

// recharts and Mantine's charts come with the first chart drawn, never with another page.
const AnalyticsChart = lazy(() => import('../components/analytics-chart'));

type Cell = string | number | null;

interface Column {
  key: string;
  label: string;
  format?: (value: Cell) => string;
}

function ChartCard(props: {
  chart: ChartKey;
  title: string;
  summary: string;
  isEmpty: boolean;
  spec?: AnalyticsChartSpec;
  columns: Column[];
  rows: Record<string, Cell>[];
  range: Required<AnalyticsRange>;
}) {
  const { ant } = useAnalyticsT();
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadChartCsv(props.chart, props.range);
    } catch {
      // The typed client has told the admin what failed.
    } finally {
      setDownloading(false);
    }
  };
  const headingId = `analytics-${props.chart}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="md"
      data-testid={`analytics-${props.chart}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {props.title}
          </Title>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
            loading={isDownloading}
            aria-label={ant('csv.label', { chart: props.title })}
          >
            {ant('csv.button')}
          </Button>
        </Group>
        <Text size="sm">{props.isEmpty ? ant('chart.empty') : props.summary}</Text>
        {props.spec && !props.isEmpty && (
          <ChartFrame
            testId={`analytics-${props.chart}-chart`}
            height={220}
            loadFailed={ant('chart.loadFailed')}
          >
            <AnalyticsChart spec={props.spec} />
          </ChartFrame>
        )}
        {!props.isEmpty && (
          <details open={!props.spec}>
            <summary>{ant('chart.table')}</summary>
            <TableScroll minWidth={300}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    {props.columns.map((column) => (
                      <Table.Th key={column.key} scope="col">
                        {column.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {props.rows.map((row, index) => (
                    <Table.Tr key={index}>
                      {props.columns.map((column) => (
                        <Table.Td key={column.key}>
                          {column.format
                            ? column.format(row[column.key] ?? null)
                            : String(row[column.key] ?? '')}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </details>
        )}
      </Stack>
    </Paper>
  );
}

const sum = (rows: Record<string, Cell>[], key: string) =>
  rows.reduce((total, row) => total + (typeof row[key] === 'number' ? row[key] : 0), 0);

/** The range form: two dates, checked as the API checks them (order, at most a year). */
function RangeForm({
  range,
  onApply,
}: {
  range: Required<AnalyticsRange>;
  onApply: (next: AnalyticsRange) => void;
}) {
  const { ant } = useAnalyticsT();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const from = text('from');
    const to = text('to');
    if (!from || !to) return setError(ant('range.required'));
    if (from > to) return setError(ant('range.order'));
    if (analyticsSpanDays(from, to) > maxAnalyticsSpanDays)
      return setError(ant('range.tooLong', { days: maxAnalyticsSpanDays }));
    setError(null);
    onApply({ from, to });
  };
  return (
    <form onSubmit={submit} aria-label={ant('range.label')} key={`${range.from}-${range.to}`}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          name="from"
          type="date"
          label={ant('range.from')}
          defaultValue={range.from}
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          name="to"
          type="date"
          label={ant('range.to')}
          defaultValue={range.to}
          style={{ flex: '1 1 140px' }}
        />
        <Button type="submit">{ant('range.apply')}</Button>
      </Group>
      {error && (
        <Text c="red.8" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}

/**
 * /platform/admin/analytics: page views and product events over a range of days (the address
 * keeps it): each chart with a sentence, its table and its CSV.
 */
export function AdminAnalyticsPage() {
  const { ant } = useAnalyticsT();
  usePageTitle(ant('title'));
  const [params, setParams] = useSearchParams();
  const asked: AnalyticsRange = {
    ...(params.get('from') ? { from: params.get('from') ?? '' } : {}),
    ...(params.get('to') ? { to: params.get('to') ?? '' } : {}),
  };
  const analytics = useQuery(adminAnalyticsQueryOptions(asked));
  const apply = (next: AnalyticsRange) =>
    setParams(new URLSearchParams(next as Record<string, string>), { replace: true });

  const header = (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {ant('title')}
      </Title>
      <Text c="dimmed" size="sm">
        {ant('subtitle')}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="md">
      {header}
      <QueryStates
        query={analytics}
        errorMessage={ant('loadFailed')}
        loading={<Skeleton height={320} radius="md" role="status" aria-label={ant('loading')} />}
      >
        {(data) => <AnalyticsReport data={data} onApply={apply} />}
      </QueryStates>
    </Stack>
  );
}

/** The range shown, then each chart with its sentence, table and CSV (or what to do when all are empty). */
function AnalyticsReport({
  data,
  onApply,
}: {
  data: AdminAnalytics;
  onApply: (next: AnalyticsRange) => void;
}) {
  const { ant, t, language } = useAnalyticsT();
  const range = { from: data.from, to: data.to };
  const day = (value: Cell) => formatDate(`${String(value)}T12:00:00Z`, language);
  const count = (value: Cell) => formatCount(Number(value ?? 0), language);
  const ms = (value: Cell) =>
    value === null ? '–' : ant('ms', { value: formatCount(Math.round(Number(value)), language) });
  // Minor units (cents, đồng) in the language's notation, always with the currency ($22.50, 119.000 ₫).
  const moneyIn = (currency: string) => (value: Cell) =>
    formatMoney(fromMinor(Number(value ?? 0), currency), currency, language);
  const dayColumn: Column = { key: 'day', label: ant('col.day'), format: day };
  const col = (key: string, format: Column['format'] = count): Column => ({
    key,
    label: ant(`col.${key}`),
    format,
  });
  const series = (names: string[], colors: string[]) =>
    names.map((name, index) => ({ name, label: ant(`col.${name}`), color: colors[index] ?? 'indigo.6' }));

  const totals = {
    views: sum(data.activeLearners, 'pageViews'),
    peak: Math.max(0, ...data.activeLearners.map((row) => row.learners)),
    signups: sum(data.signups, 'signups'),
    activations: sum(data.signups, 'activations'),
    attempts: sum(data.attemptsByType, 'attempts'),
    started: sum(data.mocks, 'started'),
    finished: sum(data.mocks, 'finished'),
    queued: sum(data.scoring, 'queued'),
    scored: sum(data.scoring, 'scored'),
    failed: sum(data.scoring, 'failed'),
  };
  const funnelOf = (step: string) => data.funnel.find((row) => row.step === step)?.learners ?? 0;
  const attempts = data.attemptsByType.map((row) => ({
    ...row,
    taskType: t(`questionType.${row.taskType}`, { defaultValue: row.taskType }),
  }));
  const funnel = data.funnel.map((row) => ({ ...row, step: ant(`funnel.${row.step}`) }));
  // Revenue per currency: one chart each, đồng never added to dollars.
  const revenueCurrencies = [...new Set(data.revenue.map((row) => row.currency))];
  const isAllEmpty =
    totals.views + totals.signups + totals.attempts + totals.started + totals.queued + data.revenue.length ===
    0;

  const cards: ReactNode = (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        chart="activeLearners"
        title={ant('activeLearners.title')}
        summary={ant('activeLearners.summary', { peak: count(totals.peak), views: count(totals.views) })}
        isEmpty={totals.views === 0}
        spec={{
          kind: 'line',
          data: data.activeLearners,
          dataKey: 'day',
          series: series(['learners', 'pageViews'], ['indigo.6', 'teal.6']),
        }}
        columns={[dayColumn, col('learners'), col('pageViews')]}
        rows={data.activeLearners}
        range={range}
      />
      <ChartCard
        chart="topPages"
        title={ant('topPages.title')}
        summary={ant('topPages.summary', { count: data.topPages.length })}
        isEmpty={data.topPages.length === 0}
        columns={[{ key: 'path', label: ant('col.path') }, col('views')]}
        rows={data.topPages}
        range={range}
      />
      <ChartCard
        chart="signups"
        title={ant('signups.title')}
        summary={ant('signups.summary', {
          signups: count(totals.signups),
          activations: count(totals.activations),
        })}
        isEmpty={totals.signups + totals.activations === 0}
        spec={{
          kind: 'bar',
          data: data.signups,
          dataKey: 'day',
          series: series(['signups', 'activations'], ['indigo.6', 'teal.6']),
        }}
        columns={[dayColumn, col('signups'), col('activations')]}
        rows={data.signups}
        range={range}
      />
      <ChartCard
        chart="attemptsByType"
        title={ant('attempts.title')}
        summary={ant('attempts.summary', { attempts: count(totals.attempts), types: attempts.length })}
        isEmpty={attempts.length === 0}
        spec={{ kind: 'bar', data: attempts, dataKey: 'taskType', series: series(['attempts'], ['grape.6']) }}
        columns={[{ key: 'taskType', label: ant('col.taskType') }, col('attempts')]}
        rows={attempts}
        range={range}
      />
      <ChartCard
        chart="mocks"
        title={ant('mocks.title')}
        summary={ant('mocks.summary', { started: count(totals.started), finished: count(totals.finished) })}
        isEmpty={totals.started + totals.finished === 0}
        spec={{
          kind: 'bar',
          data: data.mocks,
          dataKey: 'day',
          series: series(['started', 'finished'], ['orange.6', 'teal.6']),
        }}
        columns={[dayColumn, col('started'), col('finished')]}
        rows={data.mocks}
        range={range}
      />
      <ChartCard
        chart="scoring"
        title={ant('scoring.title')}
        summary={ant('scoring.summary', {
          queued: count(totals.queued),
          scored: count(totals.scored),
          failed: count(totals.failed),
        })}
        isEmpty={totals.queued + totals.scored + totals.failed === 0}
        spec={{
          kind: 'line',
          data: data.scoring,
          dataKey: 'day',
          series: series(['p50Ms', 'p95Ms'], ['indigo.6', 'red.7']),
        }}
        columns={[dayColumn, col('queued'), col('scored'), col('failed'), col('p50Ms', ms), col('p95Ms', ms)]}
        rows={data.scoring}
        range={range}
      />
      {(revenueCurrencies.length > 0 ? revenueCurrencies : [defaultCurrency]).map((currency) => {
        const rows = data.revenue.filter((row) => row.currency === currency);
        const money = moneyIn(currency);
        return (
          <ChartCard
            key={currency}
            chart="revenue"
            title={
              revenueCurrencies.length > 1 ? `${ant('revenue.title')} (${currency})` : ant('revenue.title')
            }
            summary={ant('revenue.summary', {
              amount: money(sum(rows, 'amountCents')),
              products: rows.length,
            })}
            isEmpty={rows.length === 0}
            spec={{
              kind: 'bar',
              data: rows.map((row) => ({ ...row, amount: fromMinor(row.amountCents, currency) })),
              dataKey: 'product',
              series: series(['amount'], ['green.7']),
              valueFormatter: (value) => formatMoney(value, currency, language),
            }}
            columns={[
              { key: 'product', label: ant('col.product') },
              col('purchases'),
              col('refunds'),
              col('amountCents', money),
            ]}
            rows={rows}
            range={range}
          />
        );
      })}
      <ChartCard
        chart="funnel"
        title={ant('funnel.title')}
        summary={ant('funnel.summary', {
          signups: count(funnelOf('signup')),
          practised: count(funnelOf('firstPractice')),
          purchased: count(funnelOf('purchase')),
        })}
        isEmpty={funnelOf('signup') === 0}
        spec={{ kind: 'bar', data: funnel, dataKey: 'step', series: series(['learners'], ['indigo.6']) }}
        columns={[{ key: 'step', label: ant('col.step') }, col('learners')]}
        rows={funnel}
        range={range}
      />
    </SimpleGrid>
  );

  return (
    <>
      <RangeForm range={range} onApply={onApply} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {ant('range.shown', { from: day(data.from), to: day(data.to), zone: data.timeZone })}
      </Text>
      {isAllEmpty ? (
        <EmptyState
          icon={<IconChartBar size={32} />}
          title={ant('empty.title')}
          description={ant('empty.text')}
        />
      ) : (
        cards
      )}
      <SurveySummaryCard filters={{}} withLink />
    </>
  );
}
