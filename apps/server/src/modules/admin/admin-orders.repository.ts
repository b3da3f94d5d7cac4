import { and, asc, count, desc, eq, gte, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderListQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { entitlementLedger, orders, packages, users } from '../../db/schema/index.js';
import type { OrderRow, PackageRow } from '../marketplace/index.js';
import { containsPattern } from './admin-users.repository.js';

const orderSortColumns = { createdDate: orders.createdAt, total: orders.totalCents } as const;

/** One page of orders (any learner's), matching the learner's e-mail and the status, and the total. */
export async function findOrderPage(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<{ rows: { order: OrderRow; userEmail: string }[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(users.email, containsPattern(query.q)));
  if (query.status) filters.push(eq(orders.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ order: orders, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(direction(orderSortColumns[query.sort.field]), direction(orders.createdAt), asc(orders.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** An order by id, its row locked until the transaction ends: two refunds of it run one after the other. */
export async function findOrderForUpdate(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function markOrderRefunded(
  tx: Executor,
  orderId: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'REFUNDED', refundedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PAID')))
    .returning();
  return row;
}

/** The ledger grants an order gave its buyer (source ids `order:{id}:...`). */
export async function findOrderGrants(tx: Executor, userId: string, orderId: string) {
  return tx
    .select()
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        eq(entitlementLedger.source, 'order'),
        like(entitlementLedger.sourceId, `order:${orderId}:%`),
      ),
    )
    .orderBy(asc(entitlementLedger.createdAt));
}

export async function findPackagesByIds(db: Executor, ids: number[]): Promise<PackageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(packages).where(inArray(packages.id, ids));
}

/**
 * Removes `removeMs` of a refunded period: the refunded grant and every grant of the same period
 * ending after it (stacked on it) end that much sooner.
 */
export async function shortenPeriods(
  tx: Executor,
  userId: string,
  resource: string,
  fromEnd: Date,
  removeMs: number,
): Promise<void> {
  await tx
    .update(entitlementLedger)
    .set({ validUntil: sql`${entitlementLedger.validUntil} - make_interval(secs => ${removeMs / 1000})` })
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        eq(entitlementLedger.resource, resource),
        gte(entitlementLedger.validUntil, fromEnd),
        sql`${entitlementLedger.amount} > 0`,
      ),
    );
}
