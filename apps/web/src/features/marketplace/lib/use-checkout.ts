import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import type { PaymentMethod } from '@prepwise/contracts';
import { checkout, useRefreshAfterPayment } from '../api/checkout-api';
import { cartKey } from '../api/cart-api';
import { apiErrorText } from '../../../lib/api-error-text';
import { checkoutReducer, idleCheckout } from './checkout-state';

/**
 * The checkout flow of docs/product.md §4: `start` creates the order, paid with `method` (the
 * server empties the cart); a Stripe, VNPay or MoMo order leaves for the provider's page at once;
 * `reset` returns to idle. The order consumed
 * the voucher, so the cart priced with it is dropped rather than asked for again (which the server
 * would refuse: "You have already used this voucher") and `onOrdered` lets the page forget the code.
 * An order with nothing to pay (a 100 % voucher) comes back paid: what it granted is read again
 * at once (the header's credits, the home cards, both histories), as after a payment.
 */
export function useCheckout(
  voucherCode: string | null,
  method: PaymentMethod | null,
  onOrdered?: () => void,
) {
  const queryClient = useQueryClient();
  const refreshAfterPayment = useRefreshAfterPayment();
  const [state, dispatch] = useReducer(checkoutReducer, idleCheckout);
  const start = async () => {
    dispatch({ type: 'start' });
    try {
      const order = await checkout(voucherCode, method);
      dispatch({ type: 'succeed', order });
      onOrdered?.();
      queryClient.removeQueries({ queryKey: cartKey, predicate: (query) => query.queryKey[3] !== null });
      void queryClient.invalidateQueries({ queryKey: cartKey });
      if (order.status !== 'PENDING') refreshAfterPayment();
      // Stripe, VNPay and MoMo take the payment on their own page; the sandbox is ours.
      if (order.provider !== 'sandbox' && order.redirectUrl) window.location.assign(order.redirectUrl);
    } catch (error) {
      dispatch({ type: 'fail', error: apiErrorText(error) });
    }
  };
  return { state, start, reset: () => dispatch({ type: 'reset' }) };
}
