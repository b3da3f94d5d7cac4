import type { LedgerRow } from './entitlements.repository.js';

/** A ledger entry as the activity history shows it. */
export function presentActivityEntry(row: LedgerRow) {
  return {
    id: row.id,
    resource: row.resource,
    amount: row.amount,
    source: row.source,
    validUntil: row.validUntil?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
  };
}
