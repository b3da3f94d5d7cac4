import { classLedgerSourceOf, type ClassDetail, type ClassWallet } from '@prepwise/contracts';
import type { z } from 'zod';
import type { classCreditGrantSchema, classCreditMoveSchema } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { recordClassChange } from './class-audit.js';
import { teacherClass } from './class-access.js';
import {
  findClassBalances,
  findClassLedgerEntry,
  findClassLedgerLike,
  findClassLedgerPage,
  findWalletBalances,
  insertClassLedger,
  insertWalletSpends,
  type ClassResource,
} from './class-credits.repository.js';
import { lockLedgerOwner } from '../entitlements/index.js';
import { lockClass } from './classes.repository.js';
import { loadClassDetail } from './classes.service.js';

/**
 * Spends one of a class's credits inside the caller's transaction (the class's row locked first,
 * so concurrent spends never take it below zero), or throws `error.insufficientCredits`.
 */
export async function spendClassCredit(
  tx: Executor,
  input: { classId: string; resource: ClassResource; sourceId: string; now: Date },
): Promise<void> {
  await lockClass(tx, input.classId);
  const balances = await findClassBalances(tx, input.classId);
  if (balances[input.resource] <= 0) throw new AppError('error.insufficientCredits');
  await insertClassLedger(tx, [
    {
      classId: input.classId,
      resource: input.resource,
      amount: -1,
      source: 'assignment',
      sourceId: input.sourceId,
      createdAt: input.now,
    },
  ]);
}

/** Gives back a class's spend by a compensating row, once per spend (a scoring that failed). */
export async function refundClassCredit(tx: Executor, classId: string, sourceId: string): Promise<void> {
  const spend = await findClassLedgerEntry(tx, classId, sourceId);
  if (!spend || spend.amount >= 0) return;
  await insertClassLedger(tx, [
    {
      classId,
      resource: spend.resource as ClassResource,
      amount: 1,
      source: 'refund',
      sourceId: `refund:${sourceId}`,
      createdAt: spend.createdAt,
    },
  ]);
}

/** Gives back every spend of a class whose key matches `pattern` that was not given back yet (a mock's scoring). */
export async function refundClassSpendsLike(tx: Executor, classId: string, pattern: string): Promise<void> {
  const rows = await findClassLedgerLike(tx, classId, pattern);
  const refunded = new Set(rows.filter((row) => row.amount > 0).map((row) => row.sourceId));
  for (const row of rows)
    if (row.amount < 0 && row.sourceId && !refunded.has(`refund:${row.sourceId}`))
      await refundClassCredit(tx, classId, row.sourceId);
}

/** An admin gives a class credits (its plan): ledger rows with their source, audited. */
export async function grantClassCredits(
  deps: AppDeps,
  admin: UserRow,
  classId: string,
  input: z.output<typeof classCreditGrantSchema>,
): Promise<ClassDetail> {
  const { klass } = await teacherClass(deps, admin, classId, 'any');
  const now = deps.now();
  const sourceId = `admin:${admin.id}:${now.getTime()}`;
  await deps.db.transaction(async (tx) => {
    const before = await findClassBalances(tx, klass.id);
    await insertClassLedger(
      tx,
      (
        [
          ['ai_scoring', input.aiScoring],
          ['mock_score', input.mockScore],
        ] as const
      )
        .filter(([, amount]) => amount > 0)
        .map(([resource, amount]) => ({
          classId: klass.id,
          resource,
          amount,
          source: 'admin_grant',
          sourceId,
          createdAt: now,
        })),
    );
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: admin.id,
      action: 'class.credits.grant',
      before,
      after: { ...(await findClassBalances(tx, klass.id)), note: input.note },
      at: now,
    });
  });
  return loadClassDetail(deps, admin, klass.id);
}

/** A page of a class's ledger for its teachers. */
export async function listClassCredits(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  page: number,
  size: number,
) {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  const { rows, total } = await findClassLedgerPage(deps.db, klass.id, page, size);
  return {
    items: rows.map((row) => ({
      resource: row.resource as ClassResource,
      amount: row.amount,
      source: classLedgerSourceOf(row.source),
      createdDate: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** A teacher's class wallet (the class plans they bought, less what they moved to classes). */
export async function loadClassWallet(deps: AppDeps, me: UserRow): Promise<ClassWallet> {
  const balances = await findWalletBalances(deps.db, me.id);
  return { aiScoring: balances.class_ai_scoring, mockScore: balances.class_mock_score };
}

/**
 * A teacher moves credits from their class wallet to a class they own or manage: one
 * transaction takes them off the wallet (the teacher's row locked, so two moves never spend the
 * same credit) and adds them to the class's ledger, audited. More than the wallet holds is
 * `error.walletTooLow` and nothing moves.
 */
export async function moveClassCredits(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  input: z.output<typeof classCreditMoveSchema>,
): Promise<ClassDetail> {
  const { klass } = await teacherClass(deps, me, classId, 'manage');
  const now = deps.now();
  const sourceId = `wallet:${me.id}:${now.getTime()}`;
  const moves = (
    [
      ['ai_scoring', 'class_ai_scoring', input.aiScoring],
      ['mock_score', 'class_mock_score', input.mockScore],
    ] as const
  ).filter(([, , amount]) => amount > 0);
  await deps.db.transaction(async (tx) => {
    await lockLedgerOwner(tx, me.id);
    const wallet = await findWalletBalances(tx, me.id);
    if (moves.some(([, walletResource, amount]) => wallet[walletResource] < amount))
      throw new AppError('error.walletTooLow');
    const before = await findClassBalances(tx, klass.id);
    await insertWalletSpends(
      tx,
      moves.map(([resource, walletResource, amount]) => ({
        userId: me.id,
        resource: walletResource,
        amount,
        sourceId: `${sourceId}:${klass.id}:${resource}`,
        createdAt: now,
      })),
    );
    await insertClassLedger(
      tx,
      moves.map(([resource, , amount]) => ({
        classId: klass.id,
        resource,
        amount,
        source: 'teacher_wallet',
        sourceId,
        createdAt: now,
      })),
    );
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: me.id,
      action: 'class.credits.move',
      before,
      after: await findClassBalances(tx, klass.id),
      at: now,
    });
  });
  return loadClassDetail(deps, me, klass.id);
}
