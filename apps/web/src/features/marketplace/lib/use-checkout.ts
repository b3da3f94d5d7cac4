import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { checkout } from '../api/checkout-api';
import { cartKey } from '../api/cart-api';
import { apiErrorText } from './api-error-text';
import { checkoutReducer, idleCheckout } from './checkout-state';

/**
 * The checkout flow of seed section 4: `start` creates the order (the server empties the cart), a
 * Stripe order leaves for its external page at once; `reset` returns to idle.
 */
export function useCheckout(voucherCode: string | null) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(checkoutReducer, idleCheckout);
  const start = async () => {
    dispatch({ type: 'start' });
    try {
      const order = await checkout(voucherCode);
      dispatch({ type: 'succeed', order });
      void queryClient.invalidateQueries({ queryKey: cartKey });
      if (order.provider === 'stripe' && order.redirectUrl) window.location.assign(order.redirectUrl);
    } catch (error) {
      dispatch({ type: 'fail', error: apiErrorText(error) });
    }
  };
  return { state, start, reset: () => dispatch({ type: 'reset' }) };
}
