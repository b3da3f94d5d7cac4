import type { AnswerStatus, PracticeSession } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Transaction } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { findLedgerEntry, insertLedgerEntries, spendEntitlement } from '../entitlements/index.js';
import { claimAnswersForScoring, findOwnSession, loadPracticeSession } from '../practice/index.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { classPayingFor, refundClassCredit, spendClassCredit } from '../classes/index.js';

export const scoreAnswerJobName = 'scoring.answer';
const scorable: AnswerStatus[] = ['WAITING_AI', 'SCORING_FAILED'];

/**
 * Sends the open answers of one's own practice session to AI scoring (`GET /api/test/score-exam/{id}`).
 * Each answer is moved to SCORING by a conditional update and spends one AI-scoring credit in the
 * same transaction, so double clicks and concurrent calls spend once; with too few credits nothing
 * is spent (402). A session still in progress is refused (409 `error.examNotFinished`): scoring
 * is asked for once the answers are final. A session that is an attempt at a class assignment is
 * paid from the class's credits, never the learner's. Jobs are enqueued after commit.
 */
export async function requestSessionScoring(
  deps: AppDeps,
  me: UserRow,
  sessionId: string,
): Promise<PracticeSession> {
  const exam = found(await findOwnSession(deps.db, me.id, sessionId));
  if (exam.status !== 'FINISH') throw new AppError('error.examNotFinished');
  const now = deps.now();
  const payingClass = exam.assignmentId ? await classPayingFor(deps.db, exam.assignmentId) : undefined;
  const keyOf = (answerId: string) => spendKey(answerId, now, payingClass);
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await claimAnswersForScoring(tx, exam.id, scorable);
    for (const row of rows) {
      if (payingClass) {
        await spendClassCredit(tx, {
          classId: payingClass,
          resource: 'ai_scoring',
          sourceId: keyOf(row.id),
          now,
        });
        continue;
      }
      await spendEntitlement(tx, {
        userId: me.id,
        resource: 'ai_scoring',
        source: 'ai_scoring',
        sourceId: keyOf(row.id),
        now,
        timeZone: deps.config.timeZone,
      });
    }
    await insertProductEvents(
      tx,
      rows.map(() => ({ type: 'scoring_queued' as const, userId: me.id, occurredAt: now, detail: 'answer' })),
    );
    return rows;
  });
  for (const row of claimed) {
    await deps.jobs.send(
      scoreAnswerJobName,
      { answerId: row.id, spendKey: keyOf(row.id) },
      { singletonKey: row.id },
    );
  }
  return loadPracticeSession(deps, me, exam.id);
}

/** A scoring's spend key: `answer:{id}:{ms}`, and `:class:{classId}` when a class pays for it. */
function spendKey(answerId: string, now: Date, classId?: string): string {
  return `answer:${answerId}:${now.getTime()}${classId ? `:class:${classId}` : ''}`;
}

/** When an answer's scoring was queued: the time in its spend key (`answer:{id}:{ms}[...]`). */
export function queuedAtOf(key: string): number {
  return Number(key.split(':')[2]);
}

/**
 * Gives back the credit an answer's scoring spent, to the pool it came from (today's quota or
 * purchased credits), by a compensating ledger row; once per spend.
 */
export async function refundScoring(tx: Transaction, userId: string, key: string): Promise<void> {
  const classId = /:class:([0-9a-f-]{36})$/.exec(key)?.[1];
  if (classId) return refundClassCredit(tx, classId, key);
  const spend = await findLedgerEntry(tx, userId, key);
  if (!spend || spend.amount >= 0) return;
  await insertLedgerEntries(tx, [
    {
      userId,
      resource: spend.resource,
      amount: 1,
      source: spend.source,
      sourceId: `refund:${key}`,
      createdAt: spend.createdAt,
    },
  ]);
}
