import type {
  AdminMockAttempt,
  AdminPracticeAttempt,
  AdminUser,
  AdminUserAction,
  AdminUserDetail,
  AdminUserListQuery,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { found } from '../../lib/app-error.js';
import { notifyTokensRevoked } from '../../plugins/auth.js';
import { queueMail, type QueueMailInput } from '../../mail/mail.service.js';
import { storeResetKey } from '../auth/index.js';
import { hasProductEvent, insertProductEvents } from '../../platform/product-events.repository.js';
import { getAccessControl } from '../entitlements/index.js';
import { listMocks } from '../mock-tests/index.js';
import { listHistory } from '../practice/index.js';
import { findUserById, type UserRow } from '../user/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import { auditStateOf, planAccessChange } from './admin-user-policy.js';
import { findUserForUpdate, findUserPage, updateUserAccess } from './admin-users.repository.js';
import { presentAdminUser, presentMockAttempt, presentPracticeAttempt } from './admin.presenter.js';

/** A page of accounts for the console's user search, and the total. */
export async function listUsers(
  deps: AppDeps,
  query: AdminUserListQuery,
): Promise<{ items: AdminUser[]; total: number }> {
  const { rows, total } = await findUserPage(deps.db, query);
  return { items: rows.map(presentAdminUser), total };
}

/** One account with its credits (the access control the learner sees). Throws 404 when there is none. */
export async function getUserDetail(deps: AppDeps, userId: string): Promise<AdminUserDetail> {
  const user = found(await findUserById(deps.db, userId));
  const credits = await getAccessControl(deps.db, user, deps.now(), deps.config.timeZone);
  return { user: presentAdminUser(user), credits };
}

/** A page of a learner's practice sessions, newest first, read through the practice service. */
export async function listUserPractice(
  deps: AppDeps,
  userId: string,
  page: number,
  size: number,
): Promise<{ items: AdminPracticeAttempt[]; total: number }> {
  const user = found(await findUserById(deps.db, userId));
  const { items, total } = await listHistory(deps, user, page, size);
  return { items: items.map(presentPracticeAttempt), total };
}

/** A learner's mock tests, newest first, read through the mock-test service. */
export async function listUserMocks(deps: AppDeps, userId: string): Promise<AdminMockAttempt[]> {
  const user = found(await findUserById(deps.db, userId));
  return (await listMocks(deps, user)).map(presentMockAttempt);
}

interface ActionOutcome {
  user: UserRow;
  resetMail?: QueueMailInput;
  isChanged?: boolean;
}

/**
 * Takes one console action on an account: lock/unlock, activate/deactivate, grant/revoke the
 * admin role, or e-mail a password-reset link. The change and its audit entry (before/after)
 * are one transaction on the locked account row; an action that changes nothing (locking a
 * locked account) writes no entry. Locking and deactivating revoke the account's tokens.
 * Throws 404 for an unknown account and `error.adminSelf` (409) for locking, deactivating or
 * demoting oneself.
 */
export async function applyUserAction(
  deps: AppDeps,
  actor: UserRow,
  userId: string,
  action: AdminUserAction,
): Promise<AdminUser> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<ActionOutcome> => {
    const before = found(await findUserForUpdate(tx, userId));
    const target = { targetType: 'user', targetId: before.id, targetLabel: before.email } as const;
    if (action === 'sendPasswordReset') {
      const resetMail = await storeResetKey(deps, tx, before);
      await recordAdminChange(
        tx,
        actor,
        {
          action: 'user.sendPasswordReset',
          ...target,
          before: null,
          after: { resetLinkSentTo: before.email },
        },
        now,
      );
      return { user: before, resetMail };
    }
    const plan = planAccessChange(action, before, { isSelf: before.id === actor.id, now });
    if (!plan) return { user: before };
    const after = found(await updateUserAccess(tx, before.id, plan.change, plan.revokesTokens, now));
    // An account activated by hand is an activation like the e-mail link's, counted once per
    // account (re-activating a deactivated account is not a new one).
    if (action === 'activate' && !(await hasProductEvent(tx, after.id, 'activation')))
      await insertProductEvents(tx, [{ type: 'activation', userId: after.id, occurredAt: now }]);
    await recordAdminChange(
      tx,
      actor,
      { action: `user.${action}`, ...target, before: auditStateOf(before), after: auditStateOf(after) },
      now,
    );
    return { user: after, isChanged: true };
  });
  // After the commit: the e-mail job, and the news that makes every process drop the account's
  // cached row at once (a locked or deactivated learner is out now, not in 2 s).
  if (outcome.resetMail) await queueMail(deps.db, deps.jobs, outcome.resetMail);
  if (outcome.isChanged) await notifyTokensRevoked(deps.shared, outcome.user.id);
  return presentAdminUser(outcome.user);
}
