import type {
  AdminIntroPage,
  AdminIntroPageAction,
  AdminIntroPageListQuery,
  AdminIntroPageRequest,
} from '@prepwise/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { AppDeps } from '../../deps.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { findPackage } from '../marketplace/index.js';
import { blueprintResolver, type IntroRow } from '../mock-tests/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import {
  findIntroPageForUpdate,
  findIntroPagePage,
  findIntroPageWithPackage,
  insertIntroPageWithNextId,
  updateIntroPageRow,
} from './admin-mocks.repository.js';
import { introPageAuditState, introPageValuesOf, presentAdminIntroPage } from './admin-mocks.presenter.js';

/** A page of the intro pages for the console (every page, shown or not), and the total. */
export async function listAdminIntroPages(
  deps: AppDeps,
  query: AdminIntroPageListQuery,
): Promise<{ items: AdminIntroPage[]; total: number }> {
  const [{ rows, total }, resolve] = await Promise.all([
    findIntroPagePage(deps.db, query),
    blueprintResolver(deps.db),
  ]);
  return { items: rows.map((row) => presentAdminIntroPage(row, resolve)), total };
}

/** One intro page in any state (404 when unknown). */
export async function getAdminIntroPage(deps: AppDeps, id: number): Promise<AdminIntroPage> {
  const row = found(await findIntroPageWithPackage(deps.db, id));
  return presentAdminIntroPage(row, await blueprintResolver(deps.db));
}

/** A named package must exist (on sale or not: an intro page may point at one taken off sale). */
async function checkPackage(db: Executor, packageId: number | null): Promise<void> {
  if (packageId === null || (await findPackage(db, packageId))) return;
  const message = `No package has the id ${packageId}.`;
  throw new AppError('error.validation', message, [{ field: 'packageId', message }]);
}

async function audit(
  tx: Transaction,
  actor: UserRow,
  action: 'create' | 'update' | AdminIntroPageAction,
  before: IntroRow | null,
  after: IntroRow,
  now: Date,
) {
  await recordAdminChange(
    tx,
    actor,
    {
      action: `introPage.${action}`,
      targetType: 'introPage',
      targetId: String(after.id),
      targetLabel: after.title,
      before: before ? introPageAuditState(before) : null,
      after: introPageAuditState(after),
    },
    now,
  );
}

/** Creates an intro page under the next free id, audited. Learners see it at once if active. */
export async function createAdminIntroPage(
  deps: AppDeps,
  actor: UserRow,
  request: AdminIntroPageRequest,
): Promise<AdminIntroPage> {
  const created = await deps.db.transaction(async (tx) => {
    await checkPackage(tx, request.packageId);
    const row = await insertIntroPageWithNextId(tx, { ...introPageValuesOf(request), createdAt: deps.now() });
    await audit(tx, actor, 'create', null, row, deps.now());
    return row;
  });
  return getAdminIntroPage(deps, created.id);
}

/**
 * Replaces every field of an intro page, audited with before and after on the locked row (an
 * edit that changes nothing writes nothing). Learners see the new texts at once; mocks already
 * generated keep the questions and times they were generated with.
 */
export async function updateAdminIntroPage(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  request: AdminIntroPageRequest,
): Promise<AdminIntroPage> {
  await deps.db.transaction(async (tx) => {
    const before = found(await findIntroPageForUpdate(tx, id));
    await checkPackage(tx, request.packageId);
    const after = found(await updateIntroPageRow(tx, id, introPageValuesOf(request)));
    if (!isDeepStrictEqual(introPageAuditState(before), introPageAuditState(after)))
      await audit(tx, actor, 'update', before, after, deps.now());
  });
  return getAdminIntroPage(deps, id);
}

/**
 * Shows an intro page to learners or hides it: a hidden page leaves the mock list and its
 * address answers 404; mocks already generated from it go on.
 */
export async function applyIntroPageAction(
  deps: AppDeps,
  actor: UserRow,
  id: number,
  action: AdminIntroPageAction,
): Promise<AdminIntroPage> {
  await deps.db.transaction(async (tx) => {
    const before = found(await findIntroPageForUpdate(tx, id));
    const activated = action === 'activate';
    if (before.activated === activated) return;
    const after = found(await updateIntroPageRow(tx, id, { activated }));
    await audit(tx, actor, action, before, after, deps.now());
  });
  return getAdminIntroPage(deps, id);
}
