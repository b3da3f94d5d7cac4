import type { AdminOrderListQuery, AdminShopOrder } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import { insertLedgerEntries, lockLedgerOwner, sumBalances } from '../entitlements/index.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { refundEvents } from '../../platform/product-events.js';
import {
  localProviderFor,
  periodDaysOf,
  planRefund,
  presentOrder,
  askProviderRefund,
  claimProviderRefund,
  type Fetch,
  type LocalPaymentProvider,
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

type RefundOptions = {
  clientIp?: string;
  fetch?: Fetch;
  log?: { warn: (object: object, message: string) => void };
};

/** Logs why the provider did not refund and throws `error.providerRefundRefused`. */
function refuseRefund(order: OrderRow, options: RefundOptions, reason: string, resultCode?: string): never {
  options.log?.warn(
    { orderId: order.id, provider: order.provider, reason, resultCode },
    'provider refused the refund',
  );
  throw new AppError('error.providerRefundRefused');
}

/**
 * The refund's first step, on the locked paid order: for VNPay or MoMo, claims the refund at the
 * provider (see claimProviderRefund). The provider to ask, or null when it is not to be asked
 * (another provider's order, or one it refunded before). Throws `error.providerRefundInProgress`
 * while another refund of the order is being asked, `error.providerRefundRefused` when the
 * provider is not configured any more or the order has no transaction number.
 */
async function claimRefundAtProvider(
  deps: AppDeps,
  tx: Executor,
  order: OrderRow,
  now: Date,
  options: RefundOptions,
): Promise<LocalPaymentProvider | null> {
  if (order.provider !== 'vnpay' && order.provider !== 'momo') return null;
  const provider = localProviderFor(deps.config, order.provider, options.fetch);
  if (!provider) return refuseRefund(order, options, 'provider not configured');
  if (!order.providerSessionId || !order.paidAt)
    return refuseRefund(order, options, 'no provider transaction number');
  const claim = await claimProviderRefund(tx, order, now);
  if (claim === 'in-progress') throw new AppError('error.providerRefundInProgress');
  return claim === 'ask-provider' ? provider : null;
}

/**
 * The refund's second step, outside any transaction: gives the order's whole total back through
 * the provider's refund API, against the transaction number its IPN carried. Throws
 * `error.providerRefundRefused` when the provider refuses or cannot be reached.
 */
async function refundAtProvider(
  deps: AppDeps,
  provider: LocalPaymentProvider,
  actor: UserRow,
  order: OrderRow,
  now: Date,
  options: RefundOptions,
): Promise<void> {
  const asked = await askProviderRefund(deps.db, provider, {
    orderId: order.id,
    reference: order.providerReference ?? order.id,
    amount: order.totalCents,
    providerRef: order.providerSessionId ?? '',
    paidAt: order.paidAt ?? now,
    reason: `Refund of order ${order.id}`,
    requestedBy: actor.email,
    clientIp: options.clientIp,
    now,
  });
  if (!asked.ok) refuseRefund(order, options, asked.refused, asked.resultCode);
}

/** The package id in a grant's source id `order:{orderId}:{packageId}:{unit}:{resource}`. */
function packageIdOf(sourceId: string | null): number {
  return Number(sourceId?.split(':')[2] ?? Number.NaN);
}

/**
 * Refunds a paid order. A VNPay or MoMo order's money goes back through the provider's refund API
 * first, in three steps so the provider is asked once and a failure never leaves the money back
 * with the order still granting: a short transaction on the locked order claims the refund
 * (a concurrent one gets `error.providerRefundInProgress`, 409), the provider is called outside
 * any transaction and its refund recorded at once (a refusal clears the claim and the admin gets
 * `error.providerRefundRefused`, 502, with nothing taken back), then the order is settled as below.
 * A retry after a failure of that last step finishes it without asking the provider again.
 * Stripe's and the sandbox's money goes back through the provider's dashboard.
 *
 * Settling, in one transaction on the locked order (and the buyer's ledger): takes back what it
 * granted (credits still unspent, the time its periods had left) with ledger rows of source
 * `order_refund`, marks it REFUNDED, records its `refund` events (analytics' revenue, on the
 * refund's day) and writes the audit entry. Idempotent: refunding a refunded order changes
 * nothing and writes nothing. Throws `error.orderNotRefundable` (409) for an order not paid.
 */
export async function refundOrder(
  deps: AppDeps,
  actor: UserRow,
  orderId: string,
  options: RefundOptions = {},
): Promise<AdminShopOrder> {
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const order = found(await findOrderForUpdate(tx, orderId));
    if (order.status === 'REFUNDED') return { order, provider: null };
    if (order.status !== 'PAID') throw new AppError('error.orderNotRefundable');
    return { order, provider: await claimRefundAtProvider(deps, tx, order, now, options) };
  });
  if (claimed.provider) await refundAtProvider(deps, claimed.provider, actor, claimed.order, now, options);
  const order =
    claimed.order.status === 'REFUNDED' ? claimed.order : await settleRefund(deps, actor, orderId, now);
  const buyer = await findUserById(deps.db, order.userId);
  return presentShopOrder(order, buyer?.email ?? '');
}

/** The refund's last step: takes back the grant and marks the order REFUNDED (see refundOrder). */
async function settleRefund(deps: AppDeps, actor: UserRow, orderId: string, now: Date): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const before = found(await findOrderForUpdate(tx, orderId));
    if (before.status === 'REFUNDED') return before;
    if (before.status !== 'PAID') throw new AppError('error.orderNotRefundable');
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
}
