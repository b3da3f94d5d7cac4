import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from '../../../lib/session/session-queries';
import { cartKey } from './cart-api';
import { orders } from './checkout-api';
import { paymentsKey } from './payments-api';

export const pendingOrdersKey = [...sessionKey, 'marketplace', 'pending-orders'] as const;

/** `GET /api/payment/orders/pending`: one's own orders still waiting for payment, newest first. */
export function pendingOrdersQueryOptions() {
  return queryOptions({
    queryKey: pendingOrdersKey,
    queryFn: ({ signal }) => orders.pending(undefined, { signal }),
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
      orders.cancel({ params: { id: orderId } }, { context: { successMessage: true } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pendingOrdersKey });
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
}

/**
 * `POST /api/payment/orders/{id}/pay`: pays a pending VNPay or MoMo order again. Their pages and
 * references are single use, so the server starts a new session for the same order; the learner
 * leaves for it at once. A refusal is toasted.
 */
export function useNewProviderSession() {
  return useMutation({
    mutationFn: (orderId: string) => orders.pay({ params: { id: orderId } }),
    onSuccess: (order) => {
      if (order.redirectUrl) window.location.assign(order.redirectUrl);
    },
  });
}
