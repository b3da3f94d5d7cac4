import { randomUUID } from 'node:crypto';
import type { AdminCreditGrantRequest, AdminUserDetail } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { insertLedgerEntries } from '../entitlements/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import { findUserForUpdate } from './admin-users.repository.js';
import { getUserDetail } from './admin-users.service.js';

/**
 * Grants a learner credits by hand: one ledger row of source `admin_grant` and its audit entry
 * (what, how many, why) in one transaction on the locked account. Returns the account with its
 * credits as they now are. Throws 404 for an unknown account.
 */
export async function grantCredits(
  deps: AppDeps,
  actor: UserRow,
  userId: string,
  grant: AdminCreditGrantRequest,
): Promise<AdminUserDetail> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const learner = found(await findUserForUpdate(tx, userId));
    const sourceId = `admin:${randomUUID()}`;
    await insertLedgerEntries(tx, [
      {
        userId: learner.id,
        resource: grant.resource,
        amount: grant.amount,
        source: 'admin_grant',
        sourceId,
        createdAt: now,
      },
    ]);
    await recordAdminChange(
      tx,
      actor,
      {
        action: 'user.grantCredits',
        targetType: 'user',
        targetId: learner.id,
        targetLabel: learner.email,
        before: null,
        after: { resource: grant.resource, amount: grant.amount, reason: grant.reason },
      },
      now,
    );
  });
  return getUserDetail(deps, userId);
}
