import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { freeQuestionsPerType } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { questions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/user.repository.js';
import { getAccessControl } from '../entitlements/entitlements.service.js';

/**
 * The free part of the bank as a condition on `questions`: the questions of the fixed sample
 * papers, and the first {@link freeQuestionsPerType} active questions of each type by id.
 */
export function isFreeQuestion(): SQL {
  return sql`(${questions.examId} is not null or ${questions.id} in (
    select ranked.id from (
      select id, row_number() over (partition by type order by id) as position
      from questions where activated
    ) ranked where ranked.position <= ${freeQuestionsPerType}))`;
}

/** Whether the user may open every question: the full question bank (a pack or combo) or an admin. */
export async function hasFullBank(deps: AppDeps, me: UserRow): Promise<boolean> {
  if (me.roles.includes('ROLE_ADMIN')) return true;
  const access = await getAccessControl(deps.db, me, deps.now(), deps.config.timeZone);
  return access.fullQuestionBank;
}

/** Of `ids`, those in the free part of the bank. */
export async function freeIdsAmong(deps: AppDeps, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await deps.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, ids), isFreeQuestion()));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refuses (403 `error.fullBankOnly`, naming the marketplace) when one of `ids` is outside the
 * free part and the user has no full question bank.
 */
export async function checkQuestionAccess(deps: AppDeps, me: UserRow, ids: number[]): Promise<void> {
  const free = await freeIdsAmong(deps, ids);
  if (ids.every((id) => free.has(id))) return;
  if (await hasFullBank(deps, me)) return;
  throw new AppError('error.fullBankOnly');
}
