import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { useSignedInSession } from '../../../lib/session/use-session';
import { cartKey } from './cart-api';

/** The account's currency is part of its profile, through the typed client. */
const profile = createApiClient(profileApi);

/**
 * `POST /user/{id} {currency}`: the currency prices are shown and paid in. The session takes
 * the new one and the cart is priced again in it.
 */
export function useChooseCurrency() {
  const queryClient = useQueryClient();
  const { user, token } = useSignedInSession();
  return useMutation({
    mutationFn: (currency: string) => profile.update({ params: { id: user.id }, body: { currency } }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryOptions(token).queryKey, session);
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
}
