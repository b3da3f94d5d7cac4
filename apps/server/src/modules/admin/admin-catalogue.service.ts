import type {
  AdminPackage,
  AdminPackageAction,
  AdminPackageListQuery,
  AdminPackageRequest,
} from '@prepwise/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { AppDeps } from '../../deps.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { findPackage, type PackageRow } from '../marketplace/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import {
  findCombosWithMember,
  findPackageForUpdate,
  findPackagePage,
  findPackagesByIds,
  insertPackageWithNextId,
  updatePackageRow,
} from './admin-catalogue.repository.js';
import { packageAuditState, packageValuesOf, presentAdminPackage } from './admin-catalogue.presenter.js';

/** A page of the catalogue for the console (every package, on sale or not), and the total. */
export async function listAdminPackages(
  deps: AppDeps,
  query: AdminPackageListQuery,
): Promise<{ items: AdminPackage[]; total: number }> {
  const { rows, total } = await findPackagePage(deps.db, query);
  return { items: rows.map(presentAdminPackage), total };
}

export async function getAdminPackage(deps: AppDeps, id: number): Promise<AdminPackage> {
  return presentAdminPackage(found(await findPackage(deps.db, id)));
}

function invalidMembers(message: string): AppError {
  return new AppError('error.validation', message, [{ field: 'comboMemberIds', message }]);
}

/**
 * A combo's members exist and are packs or products (a combo of combos is refused), and a
 * package that some combo bundles cannot become a combo itself.
 */
async function checkComboMembers(db: Executor, memberIds: number[], selfId: number | null) {
  if (memberIds.length === 0) return;
  if (selfId !== null && memberIds.includes(selfId)) throw invalidMembers('A combo cannot bundle itself.');
  const members = await findPackagesByIds(db, memberIds);
  const missing = memberIds.filter((id) => !members.some((member) => member.id === id));
  if (missing.length > 0) throw invalidMembers(`No package has the id ${missing.join(', ')}.`);
  if (members.some((member) => member.comboMemberIds.length > 0))
    throw invalidMembers('A combo bundles packs and products, not other combos.');
  if (selfId !== null && (await findCombosWithMember(db, selfId)).length > 0)
    throw invalidMembers('This package is part of a combo, so it cannot be a combo itself.');
}

async function audit(
  tx: Transaction,
  actor: UserRow,
  action: 'create' | 'update' | AdminPackageAction,
  before: PackageRow | null,
  after: PackageRow,
  now: Date,
) {
  await recordAdminChange(
    tx,
    actor,
    {
      action: `package.${action}`,
      targetType: 'package',
      targetId: String(after.id),
      targetLabel: after.name,
      before: before ? packageAuditState(before) : null,
      after: packageAuditState(after),
    },
    now,
  );
}

/** Creates a pack, product or combo under the next free id, audited. Learners see it at once if shown and active. */
export async function createAdminPackage(
  deps: AppDeps,
  actor: UserRow,
  request: AdminPackageRequest,
): Promise<AdminPackage> {
  const created = await deps.db.transaction(async (tx) => {
    await checkComboMembers(tx, request.comboMemberIds, null);
    const row = await insertPackageWithNextId(tx, packageValuesOf(request));
    await audit(tx, actor, 'create', null, row, deps.now());
    return row;
  });
  return presentAdminPackage(created);
}

/**
 * Replaces every field of a package, audited with before and after on the locked row (an edit
 * that changes nothing writes nothing). Carts and new checkouts use the new price at once;
 * orders already placed keep the prices they were placed at.
 */
export async function updateAdminPackage(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  request: AdminPackageRequest,
): Promise<AdminPackage> {
  const updated = await deps.db.transaction(async (tx) => {
    const before = found(await findPackageForUpdate(tx, id));
    await checkComboMembers(tx, request.comboMemberIds, id);
    const after = found(await updatePackageRow(tx, id, packageValuesOf(request)));
    if (!isDeepStrictEqual(packageAuditState(before), packageAuditState(after)))
      await audit(tx, actor, 'update', before, after, deps.now());
    return after;
  });
  return presentAdminPackage(updated);
}

/**
 * Puts a package on sale or takes it off: a deactivated package leaves the marketplace and the
 * carts at once; orders already placed for it are still delivered when paid.
 */
export async function applyPackageAction(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  action: AdminPackageAction,
): Promise<AdminPackage> {
  const row = await deps.db.transaction(async (tx) => {
    const before = found(await findPackageForUpdate(tx, id));
    const activated = action === 'activate';
    if (before.activated === activated) return before;
    const after = found(await updatePackageRow(tx, id, { activated }));
    await audit(tx, actor, action, before, after, deps.now());
    return after;
  });
  return presentAdminPackage(row);
}
