import {
  defaultAnalyticsSpanDays,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type AnalyticsChart,
} from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { readFromReplica } from '../../db/read-replica.js';
import type { AppDeps } from '../../deps.js';
import { zonedMidnight } from '../../lib/day-window.js';
import { addDays, localDay } from '../../lib/calendar-days.js';
import { neutralizeCell } from '../../lib/spreadsheet.js';
import {
  ensureAnalyticsRollups,
  rollupAnalyticsSource,
  type AnalyticsSource,
  type DayRange,
} from './analytics.repository.js';

const topPagesShown = 20;

/** The asked range of local days (default: the last 30 days, today included) and its instants. */
export function resolveRange(query: AdminAnalyticsQuery, now: Date, timeZone: string) {
  const to =
    query.to ?? (query.from ? addDays(query.from, defaultAnalyticsSpanDays - 1) : localDay(now, timeZone));
  const from = query.from ?? addDays(to, -(defaultAnalyticsSpanDays - 1));
  const at = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return zonedMidnight(year, month, date, timeZone);
  };
  const range: DayRange = { start: at(from), end: at(addDays(to, 1)), fromDay: from, toDay: to, timeZone };
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return { from, to, days, range };
}

interface ChartInput {
  db: Executor;
  source: AnalyticsSource;
  range: DayRange;
  days: string[];
}

/** Counts of some event kinds per day, read as `countOf(day, kind)` (0 when none). */
async function eventCounts({ db, source, range }: ChartInput, types: readonly string[]) {
  const rows = await source.eventsByDay(db, range, types);
  const counts = new Map(rows.map((row) => [`${row.day} ${row.type}`, row.count]));
  return (day: string, type: string) => counts.get(`${day} ${type}`) ?? 0;
}

/** How each chart is computed, alone: a chart's CSV runs only its own queries. */
const chartLoaders: { [Chart in AnalyticsChart]: (input: ChartInput) => Promise<AdminAnalytics[Chart]> } = {
  async activeLearners(input) {
    const rows = await input.source.pageViewsByDay(input.db, input.range);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return input.days.map((day) => ({
      day,
      learners: byDay.get(day)?.learners ?? 0,
      pageViews: byDay.get(day)?.pageViews ?? 0,
    }));
  },
  topPages: (input) => input.source.topPages(input.db, input.range, topPagesShown),
  async signups(input) {
    const countOf = await eventCounts(input, ['signup', 'activation']);
    return input.days.map((day) => ({
      day,
      signups: countOf(day, 'signup'),
      activations: countOf(day, 'activation'),
    }));
  },
  attemptsByType: (input) => input.source.attemptsByType(input.db, input.range),
  async mocks(input) {
    const countOf = await eventCounts(input, ['mock_started', 'mock_finished']);
    return input.days.map((day) => ({
      day,
      started: countOf(day, 'mock_started'),
      finished: countOf(day, 'mock_finished'),
    }));
  },
  async scoring(input) {
    const [countOf, finished] = await Promise.all([
      eventCounts(input, ['scoring_queued']),
      input.source.scoringByDay(input.db, input.range),
    ]);
    const byDay = new Map(finished.map((row) => [row.day, row]));
    return input.days.map((day) => {
      const row = byDay.get(day);
      return {
        day,
        queued: countOf(day, 'scoring_queued'),
        scored: row?.scored ?? 0,
        failed: row?.failed ?? 0,
        p50Ms: row?.p50Ms ?? null,
        p95Ms: row?.p95Ms ?? null,
      };
    });
  },
  revenue: (input) => input.source.revenueByProduct(input.db, input.range),
  async funnel(input) {
    const funnel = await input.source.funnel(input.db, input.range);
    return [
      { step: 'signup', learners: funnel.signups },
      { step: 'firstPractice', learners: funnel.practised },
      { step: 'purchase', learners: funnel.purchased },
    ];
  },
};

/**
 * Every chart of the dashboard over a range of days; days without data are zeros. Reads the
 * daily rollups (built first, on the primary, if the school's zone is not theirs), on the read
 * replica when there is one (a chart may lag the primary by seconds); `source` is for the tests and
 * the bench, which compare them with the events read directly.
 */
export async function loadAnalytics(
  deps: AppDeps,
  query: AdminAnalyticsQuery,
  source: AnalyticsSource = rollupAnalyticsSource,
): Promise<AdminAnalytics> {
  const timeZone = deps.config.timeZone;
  const { from, to, days, range } = resolveRange(query, deps.now(), timeZone);
  if (source === rollupAnalyticsSource) await ensureAnalyticsRollups(deps.db, timeZone);
  const [activeLearners, topPages, signups, attemptsByType, mocks, scoring, revenue, funnel] =
    await readFromReplica(deps, (db) => {
      const input: ChartInput = { db, source, range, days };
      return Promise.all([
        chartLoaders.activeLearners(input),
        chartLoaders.topPages(input),
        chartLoaders.signups(input),
        chartLoaders.attemptsByType(input),
        chartLoaders.mocks(input),
        chartLoaders.scoring(input),
        chartLoaders.revenue(input),
        chartLoaders.funnel(input),
      ]);
    });
  return {
    from,
    to,
    timeZone,
    activeLearners,
    topPages,
    signups,
    attemptsByType,
    mocks,
    scoring,
    revenue,
    funnel,
  };
}

/** One chart over a range of days (its CSV), and the range it covers; only that chart's queries run. */
export async function loadAnalyticsChart<Chart extends AnalyticsChart>(
  deps: AppDeps,
  query: AdminAnalyticsQuery,
  chart: Chart,
): Promise<{ from: string; to: string; rows: AdminAnalytics[Chart] }> {
  const timeZone = deps.config.timeZone;
  const { from, to, days, range } = resolveRange(query, deps.now(), timeZone);
  await ensureAnalyticsRollups(deps.db, timeZone);
  const loader = chartLoaders[chart] as (input: ChartInput) => Promise<AdminAnalytics[Chart]>;
  const rows = await readFromReplica(deps, (db) => loader({ db, source: rollupAnalyticsSource, range, days }));
  return { from, to, rows };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled), RFC 4180. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  // A cell starting like a formula is not run by a spreadsheet (CSV injection): the shared rule.
  const text = String(neutralizeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A chart's rows as CSV: a header of its columns, then one line per row (CRLF, as RFC 4180 says). */
export function chartCsv(chart: AnalyticsChart, chartRows: AdminAnalytics[AnalyticsChart]): string {
  const rows = chartRows as Record<string, string | number | null>[];
  const columns = chartColumns[chart];
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? null))];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Each chart's CSV columns, in order (its rows' fields). */
const chartColumns: Record<AnalyticsChart, string[]> = {
  activeLearners: ['day', 'learners', 'pageViews'],
  topPages: ['path', 'views'],
  signups: ['day', 'signups', 'activations'],
  attemptsByType: ['taskType', 'attempts'],
  mocks: ['day', 'started', 'finished'],
  scoring: ['day', 'queued', 'scored', 'failed', 'p50Ms', 'p95Ms'],
  revenue: ['product', 'purchases', 'refunds', 'amountCents', 'currency'],
  funnel: ['step', 'learners'],
};
