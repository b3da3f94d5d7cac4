import { z } from 'zod';

/** The longest date range the analytics dashboards answer for (a year, leap day included). */
export const maxAnalyticsSpanDays = 366;
/** The range shown when none is asked for: the last 30 days, today included. */
export const defaultAnalyticsSpanDays = 30;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date must look like 2026-01-31.')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && dayOf(value) === value,
    'Not a date.',
  );

function dayOf(value: string): string {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (ISO days, calendar arithmetic). */
export function analyticsSpanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * `GET /api/admin/analytics` (and each chart's CSV): a range of days in the school's time zone,
 * both ends included; without them the last {@link defaultAnalyticsSpanDays} days. `from` after
 * `to`, or more than {@link maxAnalyticsSpanDays} days, is a validation error.
 */
export const adminAnalyticsQuerySchema = z
  .strictObject({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start of the range must not be after its end.',
    path: ['from'],
  })
  .refine(
    (query) => !query.from || !query.to || analyticsSpanDays(query.from, query.to) <= maxAnalyticsSpanDays,
    { message: `A range is at most ${maxAnalyticsSpanDays} days.`, path: ['to'] },
  );
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuerySchema>;

const count = z.number().int().min(0);

export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Per day: signed-in learners (admins left out) with a page view, and all page views. */
  activeLearners: z.array(z.object({ day: z.string(), learners: count, pageViews: count })),
  /** The most viewed paths of the range (at most 20). */
  topPages: z.array(z.object({ path: z.string(), views: count })),
  signups: z.array(z.object({ day: z.string(), signups: count, activations: count })),
  attemptsByType: z.array(z.object({ taskType: z.string(), attempts: count })),
  mocks: z.array(z.object({ day: z.string(), started: count, finished: count })),
  /** AI scoring jobs per day: queued, finished (scored or failed), latency percentiles of those finished. */
  scoring: z.array(
    z.object({
      day: z.string(),
      queued: count,
      scored: count,
      failed: count,
      p50Ms: z.number().nullable(),
      p95Ms: z.number().nullable(),
    }),
  ),
  /**
   * Per product: purchases and refunds in the range, and the money kept: the purchases' shares of
   * their orders' totals less the refunds made in the range (a refund counts on its own day, so a
   * range can hold a refund of an earlier purchase and the amount can be below zero). One row per
   * product and currency: `amountCents` is in whole minor units of `currency` (đồng are never added
   * to dollars).
   */
  revenue: z.array(
    z.object({
      product: z.string(),
      purchases: count,
      refunds: count,
      amountCents: z.number().int(),
      currency: z.string(),
    }),
  ),
  /** Learners who signed up in the range; of them, those who practised since; of those, those who bought. */
  funnel: z.array(z.object({ step: z.enum(['signup', 'firstPractice', 'purchase']), learners: count })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** The charts, each with its CSV at `GET /api/admin/analytics/csv/{chart}`. */
export const analyticsCharts = [
  'activeLearners',
  'topPages',
  'signups',
  'attemptsByType',
  'mocks',
  'scoring',
  'revenue',
  'funnel',
] as const satisfies readonly (keyof AdminAnalytics)[];
export type AnalyticsChart = (typeof analyticsCharts)[number];

/** A chart's key in a URL: `activeLearners` -> `active-learners`. */
export function analyticsChartSlug(chart: AnalyticsChart): string {
  return chart.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
