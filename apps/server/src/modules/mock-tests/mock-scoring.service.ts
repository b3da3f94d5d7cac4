import type { FastifyBaseLogger } from 'fastify';
import type { MockRecord } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { findLedgerEntriesLike, insertLedgerEntries, spendEntitlement } from '../entitlements/index.js';
import { findMock, findOwnMock, transitionMock } from './mock-tests.repository.js';
import { presentMock } from './mock-tests.presenter.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { scoringFinishedEvent } from '../../platform/product-events.js';
import { classPayingFor, refundClassSpendsLike, spendClassCredit } from '../classes/index.js';

export const scoreMockJobName = 'mock.score';

/**
 * Sends a finished mock to scoring (`POST /marketplace/random-exam/score`): free members are
 * refused; FINISH -> SCORING and one scored-mock entitlement are one transaction, so retries and
 * double clicks spend once and enqueue one job. A mock taken for a class assignment is paid with
 * the class's scored mocks, whatever the learner's own pack.
 */
export async function requestMockScoring(deps: AppDeps, me: UserRow, mockId: string): Promise<MockRecord> {
  const mock = found(await findOwnMock(deps.db, me.id, mockId));
  const payingClass = mock.assignmentId ? await classPayingFor(deps.db, mock.assignmentId) : undefined;
  if (!payingClass && me.roles.includes('ROLE_FREE_MEMBER')) throw new AppError('error.freeModeNoScoring');
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionMock(tx, me.id, mock.id, 'score', now);
    if (!row) return undefined;
    try {
      if (payingClass) {
        await spendClassCredit(tx, {
          classId: payingClass,
          resource: 'mock_score',
          sourceId: `mock:${mock.id}:${now.getTime()}:class:${payingClass}`,
          now,
        });
      } else
        await spendEntitlement(tx, {
          userId: me.id,
          resource: 'mock_score',
          source: 'mock_scoring',
          // One spend per scoring request (a failed scoring is refunded and may be requested again).
          sourceId: `mock:${mock.id}:${now.getTime()}`,
          now,
          timeZone: deps.config.timeZone,
        });
    } catch (error) {
      if (error instanceof AppError && error.code === 'error.insufficientCredits')
        throw new AppError('error.noScoredMocksLeft');
      throw error;
    }
    await insertProductEvents(tx, [
      { type: 'scoring_queued', userId: me.id, occurredAt: now, detail: 'mock' },
    ]);
    return row;
  });
  if (!moved) throw new AppError('error.mockActionNotAllowed');
  await deps.jobs.send(scoreMockJobName, { mockId: mock.id }, { singletonKey: mock.id });
  return presentMock(moved, me.email, now);
}

/**
 * Gives up on scoring a mock: SCORING -> SCORING_FAILED and its scored-mock credit back, in one
 * transaction (once: a mock no longer in SCORING is left alone), and the error logged. The
 * learner sees the failure on the mock and can send it for scoring again.
 */
export async function failMockScoring(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  mockId: string,
  error: unknown,
): Promise<void> {
  const now = deps.now();
  const failed = await deps.db.transaction(async (tx) => {
    const mock = await findMock(tx, mockId);
    if (!mock) return undefined;
    const row = await transitionMock(tx, mock.userId, mockId, 'scoringFailed', now);
    if (row) {
      const payingClass = mock.assignmentId ? await classPayingFor(tx, mock.assignmentId) : undefined;
      if (payingClass) await refundClassSpendsLike(tx, payingClass, `mock:${mockId}:%`);
      else await refundMockScoring(tx, mock.userId, mockId, now);
      // Queued when it moved to SCORING, the last change of the row before this one.
      await insertProductEvents(tx, [
        scoringFinishedEvent(mock.userId, mock.updatedAt.getTime(), now, 'failed'),
      ]);
    }
    return row;
  });
  if (failed) logger.error({ err: error, mockId }, 'mock could not be scored; scored-mock credit refunded');
}

/** Gives back every scored-mock credit spent on this mock that was not given back yet. */
async function refundMockScoring(tx: Executor, userId: string, mockId: string, now: Date): Promise<void> {
  const rows = await findLedgerEntriesLike(tx, userId, 'mock_score', `%mock:${mockId}%`);
  const refunded = new Set(rows.filter((row) => row.amount > 0).map((row) => row.sourceId));
  await insertLedgerEntries(
    tx,
    rows
      .filter(
        (row) => row.amount < 0 && row.source === 'mock_scoring' && !refunded.has(`refund:${row.sourceId}`),
      )
      .map((row) => ({
        userId,
        resource: 'mock_score',
        amount: -row.amount,
        source: 'mock_scoring_refund',
        sourceId: `refund:${row.sourceId}`,
        createdAt: now,
      })),
  );
}
