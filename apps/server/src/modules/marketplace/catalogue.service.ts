import { accountCurrency } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { catalogue } from './catalogue.js';
import { grantPackage } from './fulfilment.js';
import {
  findActivePackage,
  findShownPackages,
  insertPayment,
  insertMissingPackages,
} from './marketplace.repository.js';
import { presentPackage } from './marketplace.presenter.js';

/**
 * Seeds the catalogue on start: the rows of `catalogue.ts` a fresh database lacks are inserted,
 * rows that exist are never touched. The database is the source of truth; admins edit it in the
 * console (`/api/admin/packages`) and their edits survive restarts.
 */
export async function syncCatalogue(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await insertMissingPackages(deps.db, catalogue);
}

export async function listPackages(deps: AppDeps) {
  return (await findShownPackages(deps.db)).map(presentPackage);
}

export async function getPackage(deps: AppDeps, id: number) {
  return presentPackage(found(await findActivePackage(deps.db, id)));
}

/**
 * Adds a free or trial product to one's account (`POST /marketplace/product/user/add`), once;
 * anything with a price must be bought.
 */
export async function addFreeProduct(deps: AppDeps, me: UserRow, productId: number): Promise<void> {
  const pack = found(await findActivePackage(deps.db, productId));
  if (pack.costCents > 0 && !pack.scoreTrial) throw new AppError('error.productNotFree');
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await grantPackage(tx, {
      userId: me.id,
      pack,
      quantity: 1,
      source: 'product',
      key: `product:${pack.id}`,
      now,
    });
    await insertPayment(tx, {
      userId: me.id,
      kind: 'PAYMENT',
      description: `${pack.name} (free)`,
      amountCents: 0,
      currency: accountCurrency(me),
      createdAt: now,
    });
  });
}
