/** A cart line as priced by the server: unit price in cents and a quantity. */
export interface PricedLine {
  unitCents: number;
  quantity: number;
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** What a discount voucher takes off a cart: a whole percentage, or an amount in the cart's currency (minor units). */
export type CartDiscount = { percent: number } | { amountMinor: number };

/**
 * Totals of a cart in integer minor units of its currency. A discount voucher takes a whole
 * percentage off the subtotal, rounded down to the minor unit, or a fixed amount, at most the
 * subtotal: the total is never negative or fractional.
 */
export function priceCart(lines: PricedLine[], discount: CartDiscount = { percent: 0 }): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  let discountCents: number;
  if ('percent' in discount) {
    const percent = Math.min(100, Math.max(0, Math.trunc(discount.percent)));
    discountCents = Math.floor((subtotalCents * percent) / 100);
  } else {
    discountCents = Math.min(subtotalCents, Math.max(0, Math.trunc(discount.amountMinor)));
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

export interface GrantablePackage {
  id: number;
  subscriptionDays: number;
  subscriptionAiScoring: number;
  subscriptionPronunciation: number;
  numberAiScoring: number;
  numberExamMock: number;
  numberScoreMock: number;
  fullQuestionBank: boolean;
  /** A class plan: its credits go to the buyer's class wallet, not their own balance. */
  forClasses?: boolean;
}

export interface LedgerGrant {
  resource:
    | 'ai_scoring'
    | 'mock_exam'
    | 'mock_score'
    | 'subscription'
    | 'pronunciation'
    | 'full_bank'
    | 'class_ai_scoring'
    | 'class_mock_score';
  amount: number;
  validUntil: Date | null;
  dailyQuota: number | null;
  sourceId: string;
}

const day = 86_400_000;

/**
 * The ledger grants one unit of a package gives: credits, and periods that extend from the end
 * of the same kind of period still running (buying a pack twice adds the days). `key` makes each
 * grant's source id unique, so fulfilling the same purchase again grants nothing more.
 */
export function grantsForPackage(
  pack: GrantablePackage,
  key: string,
  now: Date,
  runningUntil: Partial<Record<'subscription' | 'pronunciation' | 'full_bank', Date | null>>,
): LedgerGrant[] {
  const grants: LedgerGrant[] = [];
  const credit = (resource: LedgerGrant['resource'], amount: number) => {
    if (amount > 0)
      grants.push({ resource, amount, validUntil: null, dailyQuota: null, sourceId: `${key}:${resource}` });
  };
  const period = (
    resource: 'subscription' | 'pronunciation' | 'full_bank',
    days: number,
    quota: number | null,
  ) => {
    if (days <= 0) return;
    const from = Math.max(now.getTime(), runningUntil[resource]?.getTime() ?? 0);
    grants.push({
      resource,
      amount: 1,
      validUntil: new Date(from + days * day),
      dailyQuota: quota,
      sourceId: `${key}:${resource}`,
    });
  };
  if (pack.forClasses) {
    // A class plan fills the teacher's class wallet; they share it out among their classes.
    credit('class_ai_scoring', pack.numberAiScoring);
    credit('class_mock_score', pack.numberScoreMock);
    return grants;
  }
  credit('ai_scoring', pack.numberAiScoring);
  credit('mock_exam', pack.numberExamMock);
  credit('mock_score', pack.numberScoreMock);
  const days = periodDaysOf(pack);
  period('subscription', days.subscription, pack.subscriptionAiScoring);
  period('pronunciation', days.pronunciation, null);
  period('full_bank', days.full_bank, null);
  return grants;
}

export type PeriodResource = 'subscription' | 'pronunciation' | 'full_bank';
export const periodResources: readonly PeriodResource[] = ['subscription', 'pronunciation', 'full_bank'];

/** The days of each period one unit of a package gives (0: none). */
export function periodDaysOf(pack: GrantablePackage): Record<PeriodResource, number> {
  return {
    subscription: pack.subscriptionDays,
    pronunciation: pack.subscriptionPronunciation,
    full_bank: pack.fullQuestionBank ? pack.subscriptionDays || 30 : 0,
  };
}

/** One refund's changes to the ledger: credits taken back and period time removed. */
export interface RefundPlan {
  credits: { resource: 'ai_scoring' | 'mock_exam' | 'mock_score'; amount: number; sourceId: string }[];
  periods: { resource: PeriodResource; grantEnd: Date; removeMs: number; sourceId: string }[];
}

interface GrantRow {
  resource: string;
  amount: number;
  sourceId: string | null;
  validUntil: Date | null;
}

/**
 * What refunding an order takes back, from the order's grants: each credit as much as is left
 * of it (never a negative balance: what was spent stays spent), and of each period the time it
 * still had to run (a period stacked after it moves back by that much). `daysOf` gives a grant's
 * period length in days by its resource.
 */
export function planRefund(
  grants: GrantRow[],
  balances: Partial<Record<string, number>>,
  daysOf: (grant: GrantRow) => number,
  now: Date,
): RefundPlan {
  const plan: RefundPlan = { credits: [], periods: [] };
  const left = { ...balances };
  for (const grant of grants) {
    if (grant.amount <= 0 || !grant.sourceId) continue;
    const sourceId = `refund:${grant.sourceId}`;
    if (
      grant.resource === 'ai_scoring' ||
      grant.resource === 'mock_exam' ||
      grant.resource === 'mock_score'
    ) {
      const amount = Math.min(grant.amount, Math.max(0, left[grant.resource] ?? 0));
      left[grant.resource] = (left[grant.resource] ?? 0) - amount;
      if (amount > 0) plan.credits.push({ resource: grant.resource, amount, sourceId });
    } else if ((periodResources as readonly string[]).includes(grant.resource) && grant.validUntil) {
      const runningMs = grant.validUntil.getTime() - now.getTime();
      const removeMs = Math.min(daysOf(grant) * day, Math.max(0, runningMs));
      if (removeMs > 0)
        plan.periods.push({
          resource: grant.resource as PeriodResource,
          grantEnd: grant.validUntil,
          removeMs,
          sourceId,
        });
    }
  }
  return plan;
}
