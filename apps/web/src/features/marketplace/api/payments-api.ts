import { queryOptions } from '@tanstack/react-query';
import type { paymentHistoryEntrySchema } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** One row of the payment history (a purchase or an activated voucher). */
export type PaymentEntry = ReturnType<typeof paymentHistoryEntrySchema.parse>;

export const paymentsKey = [...sessionKey, 'marketplace', 'payments'] as const;

/** `GET /api/payment/history?page&size`: one page, newest first. */
export function paymentsQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [...paymentsKey, page, size],
    queryFn: ({ signal }) =>
      apiRequest<PaymentEntry[]>(`/api/payment/history?page=${page}&size=${size}`, { signal }),
    placeholderData: (previous) => previous,
  });
}
