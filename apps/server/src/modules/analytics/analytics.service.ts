import {
  defaultAnalyticsSpanDays,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type AnalyticsChart,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { zonedMidnight } from '../entitlements/day-window.js';
import { addDays, localDay } from '../progress/progress-calendar.js';
import {
  countAttemptsByType,
  countEventsByDay,
  countFunnel,
  countPageViewsByDay,
  countTopPages,
  summariseScoringByDay,
  sumRevenueByProduct,
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
  const range: DayRange = { start: at(from), end: at(addDays(to, 1)), timeZone };
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return { from, to, days, range };
}

/** Every chart of the dashboard over a range of days; days without data are zeros. */
export async function loadAnalytics(deps: AppDeps, query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
  const timeZone = deps.config.timeZone;
  const { from, to, days, range } = resolveRange(query, deps.now(), timeZone);
  const db = deps.db;
  const [views, topPages, events, attemptsByType, scoring, revenue, funnel] = await Promise.all([
    countPageViewsByDay(db, range),
    countTopPages(db, range, topPagesShown),
    countEventsByDay(db, range, ['signup', 'activation', 'mock_started', 'mock_finished', 'scoring_queued']),
    countAttemptsByType(db, range),
    summariseScoringByDay(db, range),
    sumRevenueByProduct(db, range),
    countFunnel(db, range),
  ]);
  const viewsOf = new Map(views.map((row) => [row.day, row]));
  const eventCount = new Map(events.map((row) => [`${row.day} ${row.type}`, row.count]));
  const countOf = (day: string, type: string) => eventCount.get(`${day} ${type}`) ?? 0;
  const scoringOf = new Map(scoring.map((row) => [row.day, row]));
  return {
    from,
    to,
    timeZone,
    activeLearners: days.map((day) => ({
      day,
      learners: viewsOf.get(day)?.learners ?? 0,
      pageViews: viewsOf.get(day)?.pageViews ?? 0,
    })),
    topPages,
    signups: days.map((day) => ({
      day,
      signups: countOf(day, 'signup'),
      activations: countOf(day, 'activation'),
    })),
    attemptsByType,
    mocks: days.map((day) => ({
      day,
      started: countOf(day, 'mock_started'),
      finished: countOf(day, 'mock_finished'),
    })),
    scoring: days.map((day) => {
      const row = scoringOf.get(day);
      return {
        day,
        queued: countOf(day, 'scoring_queued'),
        scored: row?.scored ?? 0,
        failed: row?.failed ?? 0,
        p50Ms: row?.p50Ms ?? null,
        p95Ms: row?.p95Ms ?? null,
      };
    }),
    revenue,
    funnel: [
      { step: 'signup', learners: funnel.signups },
      { step: 'firstPractice', learners: funnel.practised },
      { step: 'purchase', learners: funnel.purchased },
    ],
  };
}

/** One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled), RFC 4180. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting like a formula is not run by a spreadsheet (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A chart's rows as CSV: a header of its columns, then one line per row (CRLF, as RFC 4180 says). */
export function chartCsv(data: AdminAnalytics, chart: AnalyticsChart): string {
  const rows = data[chart] as Record<string, string | number | null>[];
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
  revenue: ['product', 'purchases', 'amountCents'],
  funnel: ['step', 'learners'],
};
