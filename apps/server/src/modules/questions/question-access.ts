import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { getAccessControl } from '../entitlements/index.js';
import { findFreeIdsAmong } from './questions.repository.js';

/** Whether the user may open every question: the full question bank (a pack or combo) or an admin. */
export async function hasFullBank(deps: AppDeps, me: UserRow): Promise<boolean> {
  if (me.roles.includes('ROLE_ADMIN')) return true;
  const access = await getAccessControl(deps.db, me, deps.now(), deps.config.timeZone);
  return access.fullQuestionBank;
}

/** Of `ids`, those in the free part of the bank. */
export async function freeIdsAmong(deps: AppDeps, ids: number[]): Promise<Set<number>> {
  return new Set(await findFreeIdsAmong(deps.db, ids));
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
