import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi, type Cart } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** The cart, through the typed client. */
const cart = createApiClient(cartApi);

/** The signed-in user's cart queries; under the session key so sign-out drops them. */
export const cartKey = [...sessionKey, 'marketplace', 'cart'] as const;

/** `GET /api/payment/cart[?voucherCode=CODE]`: the cart, re-priced by a discount voucher when given. */
export function cartQueryOptions(voucherCode: string | null = null) {
  return queryOptions({
    queryKey: [...cartKey, voucherCode],
    queryFn: ({ signal }) => cart.get({ query: voucherCode ? { voucherCode } : {} }, { signal }),
  });
}

function useStoreCart() {
  const queryClient = useQueryClient();
  return (priced: Cart) => {
    queryClient.setQueryData(cartQueryOptions().queryKey, priced);
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
      cart.add({ body: request }, { context: { successMessage: true } }),
    onSuccess: storeCart,
  });
}

/** `POST /api/payment/cart/change-quantity {packageId, quantity 0-10}`; 0 removes the line. */
export function useChangeQuantity() {
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: (request: { packageId: number; quantity: number }) => cart.changeQuantity({ body: request }),
    onSuccess: storeCart,
  });
}
