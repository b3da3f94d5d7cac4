import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersApi, type Order, type PaymentMethod } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionKey } from '../../../lib/session/session-queries';
import { activityKey } from './activity-api';
import { cartKey } from './cart-api';
import { paymentsKey } from './payments-api';

/** Orders, through the typed client. */
export const orders = createApiClient(ordersApi);

const orderKey = [...sessionKey, 'marketplace', 'order'] as const;

/**
 * `POST /api/payment/checkout {voucherCode?, method?}`: creates an order from the cart, paid with
 * the chosen method (the server's first for the currency when none is chosen). Errors are shown inline.
 */
export function checkout(voucherCode: string | null, method: PaymentMethod | null): Promise<Order> {
  return orders.checkout(
    { body: { ...(voucherCode ? { voucherCode } : {}), ...(method ? { method } : {}) } },
    { context: { silent: true } },
  );
}

/** `GET /api/payment/methods`: the methods offered for the account's currency, the default first. */
export function paymentMethodsQueryOptions(currency: string) {
  return queryOptions({
    queryKey: [...sessionKey, 'marketplace', 'payment-methods', currency],
    queryFn: ({ signal }) => orders.methods(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/payment/orders/{id}`; polls every 2 s while a Stripe payment is still pending. */
export function orderQueryOptions(id: string, pollWhilePending: boolean) {
  return queryOptions({
    queryKey: [...orderKey, id],
    queryFn: ({ signal }) => orders.one({ params: { id } }, { signal }),
    refetchInterval: (query) =>
      pollWhilePending && (query.state.data?.status ?? 'PENDING') === 'PENDING' ? 2000 : false,
  });
}

/** After a payment ends: access control (header credits, home cards), cart and both histories reload. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...sessionKey, 'access-control'] });
    void queryClient.invalidateQueries({ queryKey: cartKey });
    void queryClient.invalidateQueries({ queryKey: paymentsKey });
    void queryClient.invalidateQueries({ queryKey: activityKey });
  };
}

/**
 * `POST /api/payment/sandbox/complete {orderId, outcome}`: success toasts "Payment successful...";
 * failure answers 402 error.paymentFailed (toasted). Either way the order is reloaded.
 */
export function useCompleteSandboxPayment(orderId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      orders.sandboxComplete({ body: { orderId, outcome } }, { context: { successMessage: true } }),
    onSuccess: (order) => queryClient.setQueryData([...orderKey, orderId], order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...orderKey, orderId] });
      refresh();
    },
  });
}
