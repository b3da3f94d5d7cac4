import { accountCurrency, fromMinor, type VoucherProblem } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { grantPackage } from './fulfilment.js';
import { expireStaleOrders } from './pending-orders.service.js';
import type { CartDiscount } from './pricing.js';
import {
  claimVoucherUse,
  findActivePackage,
  findVoucherByCode,
  findVoucherUses,
  insertPayment,
  type VoucherRow,
} from './marketplace.repository.js';

/**
 * Why a voucher cannot be used now by this user, or null when it can. Stale unpaid orders are
 * expired first, so a use held by an abandoned checkout comes back. A user who holds their
 * `maxUsesPerUser` uses has used it, unless one of them is held by an order still waiting for
 * payment: that is named as such (`error.voucherReserved`), not as spent.
 */
async function voucherProblem(
  deps: AppDeps,
  me: UserRow,
  voucher: VoucherRow,
): Promise<{ key: 'error.voucherInvalid' | VoucherProblem; heldByOrderId: string | null } | null> {
  if (!voucher.activated) return { key: 'error.voucherInvalid', heldByOrderId: null };
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= deps.now().getTime())
    return { key: 'error.voucherExpired', heldByOrderId: null };
  await expireStaleOrders(deps, me.id);
  const uses = await findVoucherUses(deps.db, voucher.id, me.id);
  if (uses.length >= voucher.maxUsesPerUser) {
    const held = uses.find((use) => use.status === 'PENDING');
    return held
      ? { key: 'error.voucherReserved', heldByOrderId: held.orderId }
      : { key: 'error.voucherAlreadyUsed', heldByOrderId: null };
  }
  if (voucher.usedCount >= voucher.maxUses) return { key: 'error.voucherUsedUp', heldByOrderId: null };
  return null;
}

/**
 * What a discount voucher takes off a cart in `currency`: its percentage in any currency, or its
 * fixed amount in that currency; null when it has no amount in it.
 */
export function discountIn(
  voucher: Pick<VoucherRow, 'discountPercent' | 'discountAmounts'>,
  currency: string,
): CartDiscount | null {
  if (voucher.discountAmounts === null) return { percent: voucher.discountPercent ?? 0 };
  const amountMinor = voucher.discountAmounts[currency];
  return amountMinor === undefined ? null : { amountMinor };
}

/** Voucher info (`GET /api/voucher/info/{code}/{packageId}`): what it gives and whether this user can use it. */
export async function getVoucherInfo(deps: AppDeps, me: UserRow, code: string, packageId: number) {
  const voucher = await findVoucherByCode(deps.db, code);
  if (!voucher?.activated) throw new AppError('error.voucherInvalid');
  const pack = voucher.packageId ? await findActivePackage(deps.db, voucher.packageId) : undefined;
  const found = await voucherProblem(deps, me, voucher);
  const currency = accountCurrency(me);
  const discount = voucher.kind === 'DISCOUNT' ? discountIn(voucher, currency) : null;
  const fitsPackage = voucher.kind === 'DISCOUNT' || packageId === 0 || voucher.packageId === packageId;
  // Say why it cannot be used: its own problem first, else that it has no amount in the
  // learner's currency or is for another package.
  const problem =
    found && found.key !== 'error.voucherInvalid'
      ? found.key
      : voucher.kind === 'DISCOUNT' && discount === null
        ? ('error.voucherNotInCurrency' as const)
        : fitsPackage
          ? null
          : ('error.voucherNotForCart' as const);
  return {
    code: voucher.code,
    kind: voucher.kind as 'PACKAGE' | 'DISCOUNT',
    packageId: voucher.packageId,
    packageName: pack?.name ?? null,
    discountPercent: voucher.discountPercent,
    discountAmount: discount && 'amountMinor' in discount ? fromMinor(discount.amountMinor, currency) : null,
    currency,
    expiresDate: voucher.expiresAt?.toISOString() ?? null,
    usesLeft: Math.max(0, voucher.maxUses - voucher.usedCount),
    usable: problem === null,
    problem,
    heldByOrderId: found?.heldByOrderId ?? null,
    fetched: true as const,
  };
}

/**
 * A discount voucher usable by this user now (for the cart and checkout), with what it takes off
 * a cart in their currency; throws why not (`error.voucherNotInCurrency` for a fixed amount not
 * given in it).
 */
export async function checkDiscountVoucher(
  deps: AppDeps,
  me: UserRow,
  code: string,
): Promise<{ voucher: VoucherRow; discount: CartDiscount }> {
  const voucher = await findVoucherByCode(deps.db, code);
  if (!voucher?.activated) throw new AppError('error.voucherInvalid');
  if (voucher.kind !== 'DISCOUNT') throw new AppError('error.voucherNotForCart');
  const problem = await voucherProblem(deps, me, voucher);
  if (problem) throw new AppError(problem.key);
  const discount = discountIn(voucher, accountCurrency(me));
  if (!discount) throw new AppError('error.voucherNotInCurrency');
  return { voucher, discount };
}

/**
 * Activates a package voucher (`GET /api/voucher/active/{code}`): at most `maxUsesPerUser` uses
 * per user and `maxUses` in all even under concurrent redemptions ({@link claimVoucherUse} in
 * one transaction), and the package granted once per use.
 */
export async function activateVoucher(deps: AppDeps, me: UserRow, code: string): Promise<string> {
  const voucher = await findVoucherByCode(deps.db, code);
  if (!voucher?.activated) throw new AppError('error.voucherInvalid');
  if (voucher.kind !== 'PACKAGE' || !voucher.packageId)
    throw new AppError('error.voucherNotForCart', 'This voucher gives a discount at checkout.');
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= deps.now().getTime())
    throw new AppError('error.voucherExpired');
  const pack = found(await findActivePackage(deps.db, voucher.packageId));
  await deps.db.transaction(async (tx) => {
    const claim = await claimVoucherUse(tx, voucher.id, me.id, null);
    if (claim.outcome === 'already-used') throw new AppError('error.voucherAlreadyUsed');
    if (claim.outcome === 'used-up') throw new AppError('error.voucherUsedUp');
    const now = deps.now();
    await grantPackage(tx, {
      userId: me.id,
      pack,
      quantity: 1,
      source: 'voucher',
      // The first use keeps the key it always had; later uses of a multi-use code are numbered.
      key: claim.useNumber === 1 ? `voucher:${voucher.id}` : `voucher:${voucher.id}:${claim.useNumber}`,
      now,
    });
    await insertPayment(tx, {
      userId: me.id,
      kind: 'VOUCHER',
      description: `Voucher ${voucher.code}: ${pack.name}`,
      amountCents: 0,
      currency: accountCurrency(me),
      voucherCode: voucher.code,
      createdAt: now,
    });
  });
  return pack.name;
}
