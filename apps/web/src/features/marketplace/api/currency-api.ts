import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAccount } from '../../../lib/session/account-update';
import { useSignedInSession } from '../../../lib/session/use-session';
import { cartKey } from './cart-api';

/**
 * `POST /user/{id} {currency}`: the currency prices are shown and paid in. The session takes
 * the new one and the cart is priced again in it.
 */
export function useChooseCurrency() {
  const queryClient = useQueryClient();
  const { user, token } = useSignedInSession();
  return useMutation({
    mutationFn: (currency: string) => updateAccount(queryClient, { userId: user.id, token }, { currency }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
