import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { dayWindow } from '../../lib/day-window.js';
import {
  activePeriods,
  insertLedgerEntries,
  lockLedgerOwner,
  sumBalances,
  sumDailySpends,
} from './entitlements.repository.js';

export type SpendableResource = 'ai_scoring' | 'mock_exam' | 'mock_score' | 'free_random_mock';

/**
 * Spends one unit of a resource inside the caller's transaction, or throws
 * `error.insufficientCredits` and spends nothing. The user's row is locked first, so concurrent
 * spends of one user are serialised and the balance can never go below zero. AI scoring uses
 * today's subscription quota before purchased credits. Returns where the unit came from.
 */
export async function spendEntitlement(
  tx: Transaction,
  input: {
    userId: string;
    resource: SpendableResource;
    source: string;
    sourceId: string;
    now: Date;
    timeZone: string;
  },
): Promise<'subscription_daily' | 'balance'> {
  await lockLedgerOwner(tx, input.userId);
  if (input.resource === 'ai_scoring') {
    const subscription = (await activePeriods(tx, input.userId, input.now)).find(
      (row) => row.resource === 'subscription',
    );
    if (subscription && subscription.dailyQuota > 0) {
      const { start, end } = dayWindow(input.now, input.timeZone);
      const spentToday = await sumDailySpends(tx, input.userId, start, end);
      if (spentToday < subscription.dailyQuota) {
        await insertSpend(tx, input, 'subscription_daily');
        return 'subscription_daily';
      }
    }
  }
  const balance =
    (await sumBalances(tx, input.userId, input.now)).find((row) => row.resource === input.resource)
      ?.balance ?? 0;
  if (balance <= 0) throw new AppError('error.insufficientCredits');
  await insertSpend(tx, input, input.source);
  return 'balance';
}

async function insertSpend(
  tx: Transaction,
  input: { userId: string; resource: SpendableResource; sourceId: string; now: Date },
  source: string,
) {
  await insertLedgerEntries(tx, [
    {
      userId: input.userId,
      resource: input.resource,
      amount: -1,
      source,
      sourceId: input.sourceId,
      createdAt: input.now,
    },
  ]);
}
