import type { AdminVoucher, VoucherKind } from '@prepwise/contracts';
import type { VoucherRow } from '../marketplace/marketplace.repository.js';

/** A voucher as the console lists it: usable when activated, not expired and not used up. */
export function presentAdminVoucher(row: VoucherRow, packageName: string | null, now: Date): AdminVoucher {
  const isExpired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as VoucherKind,
    packageId: row.packageId,
    packageName,
    discountPercent: row.discountPercent,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    usedCount: row.usedCount,
    expiresDate: row.expiresAt?.toISOString() ?? null,
    activated: row.activated,
    usable: row.activated && !isExpired && row.usedCount < row.maxUses,
    createdDate: row.createdAt.toISOString(),
  };
}

/** The fields of a voucher an audit entry keeps. */
export function voucherAuditState(row: VoucherRow): Record<string, unknown> {
  return {
    code: row.code,
    kind: row.kind,
    packageId: row.packageId,
    discountPercent: row.discountPercent,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    expiresDate: row.expiresAt?.toISOString() ?? null,
    activated: row.activated,
  };
}
