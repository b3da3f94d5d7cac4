import { queryOptions } from '@tanstack/react-query';
import { paymentsApi, type paymentHistoryEntrySchema } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** The payment history, through the typed client. */
const payments = createApiClient(paymentsApi);

/** One row of the payment history (a purchase or an activated voucher). */
export type PaymentEntry = ReturnType<typeof paymentHistoryEntrySchema.parse>;

export const paymentsKey = [...sessionKey, 'marketplace', 'payments'] as const;

/** `GET /api/payment/history?page&size`: one page, newest first. */
export function paymentsQueryOptions(page: number, size: number) {
  return queryOptions({
    queryKey: [...paymentsKey, page, size],
    queryFn: ({ signal }) => payments.history({ query: { page, size } }, { signal }),
    placeholderData: (previous) => previous,
  });
}
