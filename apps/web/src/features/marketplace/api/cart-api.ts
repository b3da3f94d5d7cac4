import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** The signed-in user's cart queries; under the session key so sign-out drops them. */
export const cartKey = [...sessionKey, 'marketplace', 'cart'] as const;

/** `GET /api/payment/cart[?voucherCode=CODE]`: the cart, re-priced by a discount voucher when given. */
export function cartQueryOptions(voucherCode: string | null = null) {
  const query = voucherCode ? `?voucherCode=${encodeURIComponent(voucherCode)}` : '';
  return queryOptions({
    queryKey: [...cartKey, voucherCode],
    queryFn: ({ signal }) => apiRequest<Cart>(`/api/payment/cart${query}`, { signal }),
  });
}

function useStoreCart() {
  const queryClient = useQueryClient();
  return (cart: Cart) => {
    queryClient.setQueryData(cartQueryOptions().queryKey, cart);
    void queryClient.invalidateQueries({
      queryKey: cartKey,
      predicate: (query) => query.queryKey[3] !== null,
    });
  };
}

/** `POST /api/payment/cart/add {packageId, quantity}`; toasts "Your cart has been updated." */
export function useAddToCart() {
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: (request: { packageId: number; quantity?: number }) =>
      apiRequest<Cart>('/api/payment/cart/add', { body: request, successMessage: true }),
    onSuccess: storeCart,
  });
}

/** `POST /api/payment/cart/change-quantity {packageId, quantity 0-10}`; 0 removes the line. */
export function useChangeQuantity() {
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: (request: { packageId: number; quantity: number }) =>
      apiRequest<Cart>('/api/payment/cart/change-quantity', { body: request }),
    onSuccess: storeCart,
  });
}
