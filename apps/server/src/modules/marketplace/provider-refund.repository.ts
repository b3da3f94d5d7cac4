import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/** Marks that a refund is being asked of the provider for this order (the caller holds its row lock). */
export async function setProviderRefundRequested(tx: Executor, orderId: string, at: Date): Promise<void> {
  await tx.update(orders).set({ providerRefundRequestedAt: at }).where(eq(orders.id, orderId));
}

/**
 * Clears the mark of a refund the provider refused or never answered, so it may be asked again.
 * Never once the provider has refunded.
 */
export async function clearProviderRefundRequest(db: Executor, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ providerRefundRequestedAt: null })
    .where(and(eq(orders.id, orderId), isNull(orders.providerRefundedAt)));
}

/** Records that the provider gave the money back (one statement, committed on its own). */
export async function setProviderRefunded(db: Executor, orderId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ providerRefundedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.providerRefundedAt)));
}
