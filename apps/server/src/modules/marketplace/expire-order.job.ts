import { z } from 'zod';
import { pendingOrderMinutes } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { findOrder } from './marketplace.repository.js';
import { closeOrder, expiryCutoff, providerGraceMinutes } from './pending-orders.service.js';

export const expireOrderJobName = 'orders.expire';

/** When the job for an order created at `createdAt` should run: right after its time to pay. */
export function expireOrderRunAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + (pendingOrderMinutes + providerGraceMinutes) * 60_000 + 1_000);
}

/**
 * Cancels one unpaid order once its time to pay is over and gives its voucher back (the eager
 * half of expiry; reads expire stale orders lazily too). Idempotent: a paid, failed or cancelled
 * order, or one not due yet, is left alone.
 */
export function createExpireOrderJob(deps: AppDeps): JobDefinition<{ orderId: string }> {
  return {
    name: expireOrderJobName,
    payload: z.object({ orderId: z.uuid() }),
    retryLimit: 3,
    async handle({ orderId }) {
      const order = await findOrder(deps.db, orderId);
      if (order?.status !== 'PENDING') return;
      if (order.createdAt.getTime() >= expiryCutoff(deps.now()).getTime()) return;
      await closeOrder(deps, orderId, 'CANCELLED');
    },
  };
}
