import { randomInt } from 'node:crypto';
import {
  voucherCodeAlphabet,
  voucherRandomLength,
  type AdminVoucher,
  type AdminVoucherAction,
  type AdminVoucherCreateRequest,
  type AdminVoucherListQuery,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import type { VoucherRow } from '../marketplace/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import {
  findPackageName,
  findVoucherForUpdate,
  findVoucherPage,
  insertVouchers,
  setVoucherActivated,
  type NewVoucherRow,
} from './admin-vouchers.repository.js';
import { amountsInMinor, presentAdminVoucher, voucherAuditState } from './admin-shop.presenter.js';

/** A page of vouchers for the console, with their use so far, and the total. */
export async function listVouchers(
  deps: AppDeps,
  query: AdminVoucherListQuery,
): Promise<{ items: AdminVoucher[]; total: number }> {
  const { rows, total } = await findVoucherPage(deps.db, query);
  const now = deps.now();
  return { items: rows.map((row) => presentAdminVoucher(row.voucher, row.packageName, now)), total };
}

/** `PREFIX-` and 8 random letters or digits of the unambiguous alphabet. */
export function generateVoucherCode(prefix: string): string {
  let random = '';
  for (let index = 0; index < voucherRandomLength; index += 1)
    random += voucherCodeAlphabet[randomInt(voucherCodeAlphabet.length)];
  return `${prefix}-${random}`;
}

/** Tries a few times for codes no voucher has yet (31^8 codes: a clash is all but impossible). */
const maxCodeRounds = 5;

/**
 * Creates one voucher with the given code or `count` with generated codes, every one audited,
 * all in one transaction. Throws `error.voucherCodeTaken` (409) when the one code exists and a
 * validation error when a package voucher names no package of the catalogue.
 */
export async function createVouchers(
  deps: AppDeps,
  actor: UserRow,
  request: AdminVoucherCreateRequest,
): Promise<AdminVoucher[]> {
  const packageName = await findPackageName(deps.db, request.packageId);
  if (request.packageId !== null && packageName === null) {
    const message = 'This package does not exist.';
    throw new AppError('error.validation', message, [{ field: 'packageId', message }]);
  }
  const now = deps.now();
  const terms = {
    kind: request.kind,
    packageId: request.packageId,
    discountPercent: request.discountPercent,
    discountAmounts: request.discountAmounts && amountsInMinor(request.discountAmounts),
    maxUses: request.maxUses,
    maxUsesPerUser: request.maxUsesPerUser,
    expiresAt: request.expiresDate ? new Date(request.expiresDate) : null,
    createdAt: now,
  } satisfies Omit<NewVoucherRow, 'code'>;
  const created = await deps.db.transaction(async (tx) => {
    let made: VoucherRow[];
    if (request.mode === 'single') {
      made = await insertVouchers(tx, [{ ...terms, code: request.code }]);
      if (made.length === 0) throw new AppError('error.voucherCodeTaken');
    } else {
      made = [];
      for (let round = 0; round < maxCodeRounds && made.length < request.count; round += 1) {
        const wanted = request.count - made.length;
        const codes = new Set<string>();
        while (codes.size < wanted) codes.add(generateVoucherCode(request.prefix));
        made.push(
          ...(await insertVouchers(
            tx,
            [...codes].map((code) => ({ ...terms, code })),
          )),
        );
      }
      if (made.length < request.count) throw new AppError('error.voucherCodeTaken');
    }
    for (const voucher of made) {
      await recordAdminChange(
        tx,
        actor,
        {
          action: 'voucher.create',
          targetType: 'voucher',
          targetId: voucher.id,
          targetLabel: voucher.code,
          before: null,
          after: voucherAuditState(voucher),
        },
        now,
      );
    }
    return made;
  });
  return created.map((voucher) => presentAdminVoucher(voucher, packageName, now));
}

/**
 * Activates or deactivates a voucher: audited with before/after on the locked row; a change to
 * the state it already has writes nothing. A deactivated code is refused to learners at once.
 */
export async function applyVoucherAction(
  deps: AppDeps,
  actor: UserRow,
  voucherId: string,
  action: AdminVoucherAction,
): Promise<AdminVoucher> {
  const now = deps.now();
  const voucher = await deps.db.transaction(async (tx) => {
    const before = found(await findVoucherForUpdate(tx, voucherId));
    const activated = action === 'activate';
    if (before.activated === activated) return before;
    const after = found(await setVoucherActivated(tx, before.id, activated));
    await recordAdminChange(
      tx,
      actor,
      {
        action: `voucher.${action}`,
        targetType: 'voucher',
        targetId: before.id,
        targetLabel: before.code,
        before: voucherAuditState(before),
        after: voucherAuditState(after),
      },
      now,
    );
    return after;
  });
  return presentAdminVoucher(voucher, await findPackageName(deps.db, voucher.packageId), now);
}
