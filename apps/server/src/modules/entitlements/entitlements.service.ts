import { freeRandomMockAttempts, type AccessControl, type Role } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import {
  activePeriods,
  findLedgerEntry,
  insertLedgerEntries,
  sumBalances,
  sumDailySpends,
} from './entitlements.repository.js';
import { dayWindow } from '../../lib/day-window.js';

/** Grants the free tier (5 random-mock generations) once per user. */
export async function grantFreeTier(db: Executor, userId: string): Promise<void> {
  await insertLedgerEntries(db, [
    {
      userId,
      resource: 'free_random_mock',
      amount: freeRandomMockAttempts,
      source: 'free_tier',
      sourceId: 'signup',
    },
  ]);
}

/**
 * The welcome allowance of a newly activated learner (`WELCOME_AI_SCORINGS`): AI scorings to hear
 * what the scorer says before any purchase, so the first recording is not met by a paywall. Once
 * per account (its source id), inside the caller's transaction.
 */
export async function grantWelcomeAllowance(db: Executor, userId: string, aiScorings: number): Promise<void> {
  if (aiScorings <= 0) return;
  await insertLedgerEntries(db, [
    {
      userId,
      resource: 'ai_scoring',
      amount: aiScorings,
      source: 'welcome',
      sourceId: welcomeSourceId(userId),
    },
  ]);
}

/** The ledger key of an account's welcome allowance (one per account). */
function welcomeSourceId(userId: string): string {
  return `welcome:${userId}`;
}

/**
 * Computes the access-control view (`GET /user/access-control`) from the ledger: purchased
 * credits, today's subscription quota left (days in `timeZone`), periods still running.
 */
export async function getAccessControl(
  db: Executor,
  user: { id: string; roles: string[] },
  now: Date,
  timeZone: string,
): Promise<AccessControl> {
  const balances = new Map(
    (await sumBalances(db, user.id, now)).map((row) => [row.resource, Math.max(0, row.balance)]),
  );
  const periods = new Map((await activePeriods(db, user.id, now)).map((row) => [row.resource, row]));
  const subscription = periods.get('subscription');
  const { start, end } = dayWindow(now, timeZone);
  const dailySpent = subscription ? await sumDailySpends(db, user.id, start, end) : 0;
  const dailyLeft = subscription ? Math.max(0, subscription.dailyQuota - dailySpent) : 0;
  const purchased = balances.get('ai_scoring') ?? 0;
  const welcome = await findLedgerEntry(db, user.id, welcomeSourceId(user.id));
  return {
    numberAiScoring: purchased + dailyLeft,
    purchasedAiScoring: purchased,
    welcomeAiScoring: welcome?.resource === 'ai_scoring' ? Math.max(0, welcome.amount) : 0,
    dailyAiScoringLeft: dailyLeft,
    numberExamMock: balances.get('mock_exam') ?? 0,
    numberScoreMock: balances.get('mock_score') ?? 0,
    freeRandomMockLeft: balances.get('free_random_mock') ?? 0,
    subscriptionEnd: toIso(subscription?.validUntil),
    subscriptionPronunciationEnd: toIso(periods.get('pronunciation')?.validUntil),
    fullQuestionBank: periods.has('full_bank') || periods.has('subscription'),
    roles: user.roles as Role[],
  };
}

function toIso(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  return new Date(value).toISOString();
}
