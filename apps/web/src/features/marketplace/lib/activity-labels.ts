import type { activityEntrySchema } from '@prepwise/contracts';

/** One row of the activity history (a grant or a spend of the entitlement ledger). */
export type ActivityEntry = ReturnType<typeof activityEntrySchema.parse>;

/** What a row did to the learner's access: added, used, or gave back a failed spend. */
export type ActivityDirection = 'grant' | 'spend' | 'refund';

/** The ledger's resources (the server's CHECK constraint); each has an `activity.resource.*` label. */
export const activityResources = [
  'ai_scoring',
  'mock_exam',
  'mock_score',
  'free_random_mock',
  'subscription',
  'pronunciation',
  'full_bank',
] as const;

/** Resources granted as a period (amount 1, with an end date) rather than as countable credits. */
const periodResources: readonly string[] = ['subscription', 'pronunciation', 'full_bank'];

/** The sources the server writes; each has an `activity.source.*` label. */
export const activitySources = [
  'order',
  'voucher',
  'product',
  'free_tier',
  'demo',
  'ai_scoring',
  'subscription_daily',
  'mock_generation',
  'mock_scoring',
  'order_refund',
  'admin_grant',
  'welcome',
  'class_transfer',
] as const;

/** Sources that spend; a positive row from one of them is a refund of a failed spend. */
const spendSources: readonly string[] = [
  'ai_scoring',
  'subscription_daily',
  'mock_generation',
  'mock_scoring',
];

export interface ActivityView {
  direction: ActivityDirection;
  /** Marketplace key of the resource's label (`activity.resource.*`). */
  resourceKey: string;
  /** Marketplace key of the source's label (`activity.source.*`). */
  sourceKey: string;
  /** A period (pack, pronunciation, full bank): its amount is not a count worth showing. */
  isPeriod: boolean;
  /** The signed amount, e.g. "+200" or "−1" (a true minus sign); '' for a period. */
  signedAmount: string;
  /** The validity end has passed. */
  hasEnded: boolean;
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * How to show one ledger row: the direction (sign of the amount, refunds told apart by their
 * spending source), label keys for its resource and source (unknown values get "Other"), and
 * the signed amount with the language's digit grouping.
 */
export function describeActivity(
  entry: ActivityEntry,
  formatNumber: (value: number) => string,
  now: Date,
): ActivityView {
  const isRefund = entry.amount > 0 && spendSources.includes(entry.source);
  const direction: ActivityDirection = entry.amount < 0 ? 'spend' : isRefund ? 'refund' : 'grant';
  const isPeriod = periodResources.includes(entry.resource) && entry.amount > 0;
  let sourceKey = isOneOf(activitySources, entry.source)
    ? `activity.source.${entry.source}`
    : 'activity.source.other';
  if (isRefund) sourceKey = 'activity.source.refund';
  const sign = entry.amount < 0 ? '\u2212' : '+';
  const validUntil = entry.validUntil ? new Date(entry.validUntil).getTime() : Number.NaN;
  return {
    direction,
    resourceKey: isOneOf(activityResources, entry.resource)
      ? `activity.resource.${entry.resource}`
      : 'activity.resource.other',
    sourceKey,
    isPeriod,
    signedAmount: isPeriod ? '' : `${sign}${formatNumber(Math.abs(entry.amount))}`,
    hasEnded: !Number.isNaN(validUntil) && validUntil <= now.getTime(),
  };
}
