import type { ProductEvent } from './product-events.repository.js';

/** The `scoring_finished` event of a job queued at `queuedAt` (ms), finished `now`. */
export function scoringFinishedEvent(
  userId: string,
  queuedAt: number,
  now: Date,
  outcome: 'scored' | 'failed',
) {
  const latencyMs = Number.isFinite(queuedAt) ? Math.max(0, Math.round(now.getTime() - queuedAt)) : null;
  return {
    type: 'scoring_finished',
    userId,
    occurredAt: now,
    detail: outcome,
    latencyMs,
  } satisfies ProductEvent;
}

/**
 * The `purchase` events of a paid order, one per item: the product and its share of what was
 * paid (the line's price less its part of the discount, so the shares add up to the total), in
 * the order's currency.
 */
export function purchaseEvents(
  order: {
    userId: string;
    totalCents: number;
    currency: string;
    items: { name: string; quantity: number; unitCents: number }[];
  },
  now: Date,
): ProductEvent[] {
  const lines = order.items.map((item) => item.unitCents * item.quantity);
  const subtotal = lines.reduce((sum, line) => sum + line, 0);
  let left = order.totalCents;
  return order.items.map((item, index) => {
    const share =
      index === order.items.length - 1
        ? left
        : subtotal > 0
          ? Math.round(((lines[index] ?? 0) * order.totalCents) / subtotal)
          : 0;
    left -= share;
    return {
      type: 'purchase',
      userId: order.userId,
      occurredAt: now,
      detail: item.name,
      amountCents: share,
      currency: order.currency,
    };
  });
}

/**
 * The `refund` events of a refunded order, on the day of the refund: one per item, each the
 * share its `purchase` event had (the same split), so revenue less refunds nets to zero per product.
 */
export function refundEvents(order: Parameters<typeof purchaseEvents>[0], now: Date): ProductEvent[] {
  return purchaseEvents(order, now).map((event) => ({ ...event, type: 'refund' }));
}
