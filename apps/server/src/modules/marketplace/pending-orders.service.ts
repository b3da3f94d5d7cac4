import { pendingOrderMinutes } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Transaction } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import {
  findOwnOrder,
  findPendingOrders,
  findStalePendingOrders,
  releaseVoucherUse,
  settleOrder,
  type OrderRow,
} from './marketplace.repository.js';

/**
 * Extra minutes before an unpaid order is cancelled, after the learner's time to pay: a provider's
 * own checkout (Stripe's session closes at `pendingOrderMinutes` plus one) always closes first, so
 * an order that was really paid is never cancelled under it.
 */
export const providerGraceMinutes = 5;

/** The moment before which a still-pending order has expired. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - (pendingOrderMinutes + providerGraceMinutes) * 60_000);
}

/**
 * Closes a pending order as FAILED or CANCELLED and gives its voucher use back, in one
 * transaction; nothing happens when the order was not pending any more (paid meanwhile).
 */
export async function closeOrder(
  deps: AppDeps,
  orderId: string,
  status: 'FAILED' | 'CANCELLED',
): Promise<OrderRow | undefined> {
  return deps.db.transaction((tx) => closeOrderIn(tx, orderId, status, deps.now()));
}

/** {@link closeOrder} inside the caller's transaction. */
export async function closeOrderIn(
  tx: Transaction,
  orderId: string,
  status: 'FAILED' | 'CANCELLED',
  now: Date,
): Promise<OrderRow | undefined> {
  const order = await settleOrder(tx, orderId, status, now);
  if (order?.voucherId) await releaseVoucherUse(tx, order.voucherId, order.id);
  return order;
}

/**
 * Cancels the unpaid orders that have passed their time to pay (one user's, or everyone's for
 * the periodic job), releasing the vouchers they held. Called lazily before anything reads
 * pending orders or checks a voucher, so expiry holds without a running job.
 */
export async function expireStaleOrders(deps: AppDeps, userId: string | null): Promise<number> {
  const stale = await findStalePendingOrders(deps.db, userId, expiryCutoff(deps.now()));
  let closed = 0;
  for (const order of stale) {
    if (await closeOrder(deps, order.id, 'CANCELLED')) closed += 1;
  }
  return closed;
}

/** One's own orders waiting for payment (after expiring the stale ones), newest first. */
export async function listPendingOrders(deps: AppDeps, me: UserRow): Promise<OrderRow[]> {
  await expireStaleOrders(deps, me.id);
  return findPendingOrders(deps.db, me.id);
}

/** One's own order, with expiry applied first (so a stale pending order reads as cancelled). */
export async function getOwnOrder(deps: AppDeps, me: UserRow, orderId: string): Promise<OrderRow> {
  await expireStaleOrders(deps, me.id);
  return found(await findOwnOrder(deps.db, me.id, orderId));
}

/**
 * Cancels one's own unpaid order and releases the voucher use it held. A paid, failed or
 * already cancelled order is a 409 (`error.orderNotPending`); another user's is not found.
 */
export async function cancelOrder(deps: AppDeps, me: UserRow, orderId: string): Promise<OrderRow> {
  found(await findOwnOrder(deps.db, me.id, orderId));
  const closed = await closeOrder(deps, orderId, 'CANCELLED');
  if (!closed) throw new AppError('error.orderNotPending');
  return closed;
}
