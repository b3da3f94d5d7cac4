import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  cartItems,
  orders,
  packages,
  payments,
  users,
  voucherRedemptions,
  vouchers,
  webhookEvents,
} from '../../db/schema/index.js';

export type PackageRow = typeof packages.$inferSelect;
export type NewPackageRow = typeof packages.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * Inserts the catalogue rows the database does not have yet (by id); a row that exists, maybe
 * edited by an admin, is left as it is.
 */
export async function insertMissingPackages(db: Executor, rows: NewPackageRow[]) {
  if (rows.length === 0) return;
  await db.insert(packages).values(rows).onConflictDoNothing({ target: packages.id });
}

export async function findShownPackages(db: Executor) {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.showed, true), eq(packages.activated, true)))
    .orderBy(asc(packages.id));
}

/** A package by id, whether on sale or not (an intro page names the package it sells). */
export async function findPackage(db: Executor, id: number) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  return row;
}

export async function findActivePackage(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.activated, true)));
  return row;
}

export async function findCartLines(db: Executor, userId: string) {
  return db
    .select({ quantity: cartItems.quantity, pack: packages })
    .from(cartItems)
    .innerJoin(packages, eq(packages.id, cartItems.packageId))
    .where(and(eq(cartItems.userId, userId), eq(packages.activated, true)))
    .orderBy(asc(cartItems.addedAt), asc(packages.id));
}

/** Adds to the cart; adding a package already there adds to its quantity (capped at `max`). */
export async function addCartItem(
  db: Executor,
  userId: string,
  packageId: number,
  quantity: number,
  max: number,
) {
  await db
    .insert(cartItems)
    .values({ userId, packageId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.packageId],
      set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${max})` },
    });
}

export async function setCartQuantity(db: Executor, userId: string, packageId: number, quantity: number) {
  const where = and(eq(cartItems.userId, userId), eq(cartItems.packageId, packageId));
  if (quantity === 0) return (await db.delete(cartItems).where(where).returning()).length;
  return (await db.update(cartItems).set({ quantity }).where(where).returning()).length;
}

/**
 * Locks the buyer's row until the transaction ends, so one buyer's checkouts run one at a time:
 * the second of two racing checkouts sees the cart the first one emptied.
 */
export async function lockBuyer(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** A paying user is no longer a free member: drops ROLE_FREE_MEMBER from their roles. */
export async function dropFreeMemberRole(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'ROLE_FREE_MEMBER')`, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function clearCart(db: Executor, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export async function findVoucherByCode(db: Executor, code: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  return row;
}

/** How many uses of a voucher a user holds (redeemed, or reserved by an order waiting for payment). */
async function countVoucherUses(db: Executor, voucherId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)));
  return row?.value ?? 0;
}

/**
 * Takes one use of a voucher for a user, inside the caller's transaction, which must roll back
 * when the answer is not 'claimed'. The conditional increment locks the voucher's row, so racing
 * claims of one code run one after the other and each counts the user's uses committed before
 * it: never more than `max_uses` in all nor `max_uses_per_user` for one user. The numbered
 * redemption key backs the per-user rule up.
 */
export async function claimVoucherUse(
  db: Executor,
  voucherId: string,
  userId: string,
  orderId: string | null,
) {
  const [taken] = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(eq(vouchers.id, voucherId), sql`${vouchers.usedCount} < ${vouchers.maxUses}`))
    .returning({ maxUsesPerUser: vouchers.maxUsesPerUser });
  const uses = await countVoucherUses(db, voucherId, userId);
  if (!taken) {
    const [voucher] = await db
      .select({ maxUsesPerUser: vouchers.maxUsesPerUser })
      .from(vouchers)
      .where(eq(vouchers.id, voucherId));
    return { outcome: voucher && uses >= voucher.maxUsesPerUser ? 'already-used' : 'used-up' } as const;
  }
  if (uses >= taken.maxUsesPerUser) return { outcome: 'already-used' } as const;
  const useNumber = uses + 1;
  const inserted = await db
    .insert(voucherRedemptions)
    .values({ voucherId, userId, orderId, useNumber })
    .onConflictDoNothing()
    .returning();
  return inserted.length === 1
    ? ({ outcome: 'claimed', useNumber } as const)
    : ({ outcome: 'already-used' } as const);
}

/** Gives back the voucher use an order took when the order did not complete. */
export async function releaseVoucherUse(db: Executor, voucherId: string, orderId: string) {
  const removed = await db
    .delete(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.orderId, orderId)))
    .returning();
  if (removed.length > 0) {
    await db
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - ${removed.length}, 0)` })
      .where(eq(vouchers.id, voucherId));
  }
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function findOwnOrder(db: Executor, userId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function findOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** PENDING -> a final status, once; undefined when the order was not pending any more. */
export async function settleOrder(
  db: Executor,
  orderId: string,
  status: 'PAID' | 'FAILED' | 'CANCELLED',
  now: Date,
) {
  const [row] = await db
    .update(orders)
    .set({ status, paidAt: status === 'PAID' ? now : null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning();
  return row;
}

export async function setOrderRedirect(
  db: Executor,
  orderId: string,
  redirectUrl: string,
  sessionId: string | null,
) {
  await db.update(orders).set({ redirectUrl, providerSessionId: sessionId }).where(eq(orders.id, orderId));
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values).onConflictDoNothing();
}

export async function findPayments(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit)
    .offset(offset);
}

/** One's own orders still waiting for payment, newest first. */
export async function findPendingOrders(db: Executor, userId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')))
    .orderBy(desc(orders.createdAt));
}

/** Pending orders created before `before` (of one user, or everyone's when userId is null). */
export async function findStalePendingOrders(db: Executor, userId: string | null, before: Date) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        lt(orders.createdAt, before),
        userId === null ? undefined : eq(orders.userId, userId),
      ),
    );
}

/** A user's uses of a voucher, each with the status of the order that took it (null: redeemed directly). */
export async function findVoucherUses(db: Executor, voucherId: string, userId: string) {
  return db
    .select({ orderId: voucherRedemptions.orderId, status: orders.status })
    .from(voucherRedemptions)
    .leftJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)));
}

export async function findAllOrders(db: Executor, limit: number) {
  return db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit);
}

/**
 * Claims a payment provider's event id for handling: true for the first claim, false when the
 * event was claimed before. Inside the handling transaction, so a failed handling gives the id
 * back and a concurrent delivery of the same event waits, then sees it claimed.
 */
export async function claimWebhookEvent(tx: Executor, id: string, type: string): Promise<boolean> {
  const claimed = await tx
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return claimed.length > 0;
}

/** The order, its row locked until the transaction ends (a concurrent settlement waits). */
export async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Records the provider's own transaction number of a paid order (VNPay's vnp_TransactionNo,
 * MoMo's transId) and when the provider took the payment, which its refund API asks for (VNPay's
 * vnp_TransactionDate). The number is kept in `provider_session_id`, which only Stripe's checkout
 * sessions use otherwise.
 */
export async function setOrderProviderPayment(
  tx: Executor,
  orderId: string,
  payment: { providerRef: string; paidAt: Date; reference: string },
) {
  await tx
    .update(orders)
    .set({
      providerSessionId: payment.providerRef,
      paidAt: payment.paidAt,
      providerReference: payment.reference,
    })
    .where(eq(orders.id, orderId));
}

/** The merchant reference of a pending order's next session at VNPay or MoMo (the caller holds its row lock). */
export async function setOrderProviderReference(tx: Executor, orderId: string, reference: string) {
  await tx.update(orders).set({ providerReference: reference }).where(eq(orders.id, orderId));
}

/** Where a still pending order is paid now (a new provider session); nothing once it is settled. */
export async function setPendingOrderRedirect(db: Executor, orderId: string, redirectUrl: string) {
  await db
    .update(orders)
    .set({ redirectUrl })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')));
}

/**
 * A payment that arrived for an order already cancelled or failed, given back at the provider:
 * the order becomes REFUNDED with the provider's transaction number (it granted nothing, so
 * nothing is taken back). Only from CANCELLED or FAILED; false when the order was not in either.
 */
export async function markLatePaymentRefunded(
  tx: Executor,
  orderId: string,
  providerRef: string,
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .update(orders)
    .set({ status: 'REFUNDED', refundedAt: now, providerSessionId: providerRef })
    .where(and(eq(orders.id, orderId), sql`${orders.status} in ('CANCELLED', 'FAILED')`))
    .returning({ id: orders.id });
  return changed.length > 0;
}
