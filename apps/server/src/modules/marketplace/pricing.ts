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

/**
 * Totals of a cart in integer cents. A discount voucher takes a whole percentage off the
 * subtotal, rounded down to the cent, so the total is never negative or fractional.
 */
export function priceCart(lines: PricedLine[], discountPercent = 0): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const percent = Math.min(100, Math.max(0, Math.trunc(discountPercent)));
  const discountCents = Math.floor((subtotalCents * percent) / 100);
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
}

export interface LedgerGrant {
  resource: 'ai_scoring' | 'mock_exam' | 'mock_score' | 'subscription' | 'pronunciation' | 'full_bank';
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
  credit('ai_scoring', pack.numberAiScoring);
  credit('mock_exam', pack.numberExamMock);
  credit('mock_score', pack.numberScoreMock);
  period('subscription', pack.subscriptionDays, pack.subscriptionAiScoring);
  period('pronunciation', pack.subscriptionPronunciation, null);
  if (pack.fullQuestionBank) period('full_bank', pack.subscriptionDays || 30, null);
  return grants;
}
