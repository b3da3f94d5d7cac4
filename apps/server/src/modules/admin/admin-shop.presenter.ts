import { fromMinor, toMinor, type AdminVoucher, type VoucherKind } from '@prepwise/contracts';
import type { VoucherRow } from '../marketplace/index.js';

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
    discountAmounts: row.discountAmounts && amountsInMajor(row.discountAmounts),
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    usedCount: row.usedCount,
    expiresDate: row.expiresAt?.toISOString() ?? null,
    activated: row.activated,
    usable: row.activated && !isExpired && row.usedCount < row.maxUses,
    createdDate: row.createdAt.toISOString(),
  };
}

/** Amounts by currency in major units (as the API gives them), by currency code. */
function amountsInMajor(amountsMinor: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.keys(amountsMinor)
      .sort()
      .map((currency) => [currency, fromMinor(amountsMinor[currency] ?? 0, currency)]),
  );
}

/** Amounts by currency in whole minor units (as the vouchers table keeps them). */
export function amountsInMinor(amounts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(amounts).map(([currency, amount]) => [currency, toMinor(amount, currency)]),
  );
}

/** The fields of a voucher an audit entry keeps. */
export function voucherAuditState(row: VoucherRow): Record<string, unknown> {
  return {
    code: row.code,
    kind: row.kind,
    packageId: row.packageId,
    discountPercent: row.discountPercent,
    discountAmounts: row.discountAmounts,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    expiresDate: row.expiresAt?.toISOString() ?? null,
    activated: row.activated,
  };
}
