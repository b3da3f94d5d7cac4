import type { AdminOrderListQuery, AdminShopOrder } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import { insertLedgerEntries, lockLedgerOwner, sumBalances } from '../entitlements/index.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { refundEvents } from '../../platform/product-events.js';
import {
  localProviderFor,
  periodDaysOf,
  planRefund,
  presentOrder,
  refundWholePayment,
  type Fetch,
  type OrderRow,
  type PeriodResource,
} from '../marketplace/index.js';
import { findUserById, type UserRow } from '../user/index.js';
import { recordAdminChange } from '../../platform/admin-audit.js';
import {
  findOrderForUpdate,
  findOrderGrants,
  findOrderPage,
  findPackagesByIds,
  markOrderRefunded,
  shortenPeriods,
} from './admin-orders.repository.js';

function presentShopOrder(order: OrderRow, userEmail: string): AdminShopOrder {
  return { ...presentOrder(order), userId: order.userId, userEmail };
}

/** A page of every learner's orders for the console, and the total. */
export async function listShopOrders(
  deps: AppDeps,
  query: AdminOrderListQuery,
): Promise<{ items: AdminShopOrder[]; total: number }> {
  const { rows, total } = await findOrderPage(deps.db, query);
  return { items: rows.map((row) => presentShopOrder(row.order, row.userEmail)), total };
}

/**
 * Gives a paid VNPay or MoMo order's money back through the provider's refund API (the whole
 * total, against the transaction number its IPN carried). Nothing for other providers. Throws
 * `error.providerRefundRefused` when the provider is not configured any more, the order has no
 * transaction number, or the provider refuses.
 */
async function refundAtProvider(
  deps: AppDeps,
  actor: UserRow,
  order: OrderRow,
  now: Date,
  options: { clientIp?: string; fetch?: Fetch; log?: { warn: (object: object, message: string) => void } },
): Promise<void> {
  if (order.provider !== 'vnpay' && order.provider !== 'momo') return;
  const refuse = (reason: string, resultCode?: string): never => {
    options.log?.warn(
      { orderId: order.id, provider: order.provider, reason, resultCode },
      'provider refused the refund',
    );
    throw new AppError('error.providerRefundRefused');
  };
  const provider = localProviderFor(deps.config, order.provider, options.fetch);
  if (!provider) return refuse('provider not configured');
  if (!order.providerSessionId || !order.paidAt) return refuse('no provider transaction number');
  let result;
  try {
    result = await refundWholePayment(provider, {
      orderId: order.id,
      amount: order.totalCents,
      providerRef: order.providerSessionId,
      paidAt: order.paidAt,
      reason: `Refund of order ${order.id}`,
      requestedBy: actor.email,
      clientIp: options.clientIp,
      now,
    });
  } catch (error) {
    return refuse(`provider unreachable: ${String(error)}`);
  }
  if (!result.ok) refuse(result.message, result.resultCode);
}

/** The package id in a grant's source id `order:{orderId}:{packageId}:{unit}:{resource}`. */
function packageIdOf(sourceId: string | null): number {
  return Number(sourceId?.split(':')[2] ?? Number.NaN);
}

/**
 * Refunds a paid order: in one transaction on the locked order (and the buyer's ledger), takes
 * back what it granted (credits still unspent, the time its periods had left) with ledger rows of
 * source `order_refund`, marks it REFUNDED, records its `refund` events (analytics' revenue, on
 * the refund's day) and writes the audit entry. Idempotent: refunding a refunded
 * order changes nothing and writes nothing. Throws `error.orderNotRefundable` (409) for an order
 * not paid. A VNPay or MoMo order's money goes back through the provider's refund API first, on
 * the locked order (a concurrent refund waits, then finds it refunded): when the provider refuses,
 * nothing is taken back and the admin gets `error.providerRefundRefused` (502). Stripe's and the
 * sandbox's money goes back through the provider's dashboard.
 */
export async function refundOrder(
  deps: AppDeps,
  actor: UserRow,
  orderId: string,
  options: {
    clientIp?: string;
    fetch?: Fetch;
    log?: { warn: (object: object, message: string) => void };
  } = {},
): Promise<AdminShopOrder> {
  const now = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    const before = found(await findOrderForUpdate(tx, orderId));
    if (before.status === 'REFUNDED') return before;
    if (before.status !== 'PAID') throw new AppError('error.orderNotRefundable');
    await refundAtProvider(deps, actor, before, now, options);
    await lockLedgerOwner(tx, before.userId);
    const grants = await findOrderGrants(tx, before.userId, before.id);
    const packs = new Map(
      (await findPackagesByIds(tx, [...new Set(before.items.map((item) => item.packageId))])).map((pack) => [
        pack.id,
        pack,
      ]),
    );
    const balances = Object.fromEntries(
      (await sumBalances(tx, before.userId, now)).map((row) => [row.resource, row.balance]),
    );
    const plan = planRefund(
      grants,
      balances,
      (grant) => {
        const pack = packs.get(packageIdOf(grant.sourceId));
        return pack ? periodDaysOf(pack)[grant.resource as PeriodResource] : 0;
      },
      now,
    );
    await insertLedgerEntries(tx, [
      ...plan.credits.map((credit) => ({
        userId: before.userId,
        resource: credit.resource,
        amount: -credit.amount,
        source: 'order_refund',
        sourceId: credit.sourceId,
        createdAt: now,
      })),
      ...plan.periods.map((period) => ({
        userId: before.userId,
        resource: period.resource,
        amount: -1,
        source: 'order_refund',
        sourceId: period.sourceId,
        createdAt: now,
      })),
    ]);
    for (const period of plan.periods)
      await shortenPeriods(tx, before.userId, period.resource, period.grantEnd, period.removeMs);
    const after = found(await markOrderRefunded(tx, before.id, now));
    await insertProductEvents(tx, refundEvents(before, now));
    const buyer = await findUserById(tx, before.userId);
    await recordAdminChange(
      tx,
      actor,
      {
        action: 'order.refund',
        targetType: 'order',
        targetId: before.id,
        targetLabel: buyer?.email ?? before.userId,
        before: { status: before.status },
        after: {
          status: after.status,
          takenBack: [
            ...plan.credits.map((credit) => `${credit.resource} -${credit.amount}`),
            ...plan.periods.map(
              (period) => `${period.resource} -${Math.round(period.removeMs / 3_600_000)}h`,
            ),
          ],
        },
      },
      now,
    );
    return after;
  });
  const buyer = await findUserById(deps.db, order.userId);
  return presentShopOrder(order, buyer?.email ?? '');
}
