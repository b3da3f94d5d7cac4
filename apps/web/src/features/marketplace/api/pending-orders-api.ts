import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session/session-queries';
import { cartKey } from './cart-api';
import { paymentsKey } from './payments-api';

export const pendingOrdersKey = [...sessionKey, 'marketplace', 'pending-orders'] as const;

/** `GET /api/payment/orders/pending`: one's own orders still waiting for payment, newest first. */
export function pendingOrdersQueryOptions() {
  return queryOptions({
    queryKey: pendingOrdersKey,
    queryFn: ({ signal }) => apiRequest<Order[]>('/api/payment/orders/pending', { signal }),
  });
}

/**
 * `POST /api/payment/orders/{id}/cancel`: cancels an unpaid order (its voucher is released);
 * toasts "Your order has been cancelled." and reloads the pending orders, payments and cart.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<Order>(`/api/payment/orders/${encodeURIComponent(orderId)}/cancel`, {
        method: 'POST',
        successMessage: true,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pendingOrdersKey });
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
}
