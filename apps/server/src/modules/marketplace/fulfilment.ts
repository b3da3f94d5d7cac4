import type { Transaction } from '../../db/client.js';
import { activePeriods, insertLedgerEntries } from '../entitlements/index.js';
import { dropFreeMemberRole, type PackageRow } from './marketplace.repository.js';
import { grantsForPackage } from './pricing.js';

/**
 * Grants `quantity` units of a package to a user inside the caller's transaction. Each grant's
 * source id is derived from `key`, so granting the same purchase twice adds nothing (the
 * ledger's unique index). A paying user is no longer a free member.
 */
export async function grantPackage(
  tx: Transaction,
  input: {
    userId: string;
    pack: PackageRow;
    quantity: number;
    source: 'order' | 'voucher' | 'product';
    key: string;
    now: Date;
  },
): Promise<void> {
  for (let unit = 0; unit < input.quantity; unit += 1) {
    const running = Object.fromEntries(
      (await activePeriods(tx, input.userId, input.now)).map((row) => [
        row.resource,
        row.validUntil ? new Date(row.validUntil) : null,
      ]),
    );
    const grants = grantsForPackage(input.pack, `${input.key}:${unit}`, input.now, running);
    await insertLedgerEntries(
      tx,
      grants.map((grant) => ({
        userId: input.userId,
        resource: grant.resource,
        amount: grant.amount,
        source: input.source,
        sourceId: grant.sourceId,
        validUntil: grant.validUntil,
        dailyQuota: grant.dailyQuota,
        createdAt: input.now,
      })),
    );
  }
  await dropFreeMemberRole(tx, input.userId, input.now);
}
