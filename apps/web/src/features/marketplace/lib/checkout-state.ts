import type { Order } from '@prepwise/contracts';

/**
 * Seed section 4, Checkout: loading; success (order stored, paymentStatus true); failure (error,
 * paymentStatus false); and a reset back to idle.
 */
export type CheckoutState =
  | { status: 'idle'; paymentStatus: false }
  | { status: 'loading'; paymentStatus: false }
  | { status: 'success'; paymentStatus: true; order: Order }
  | { status: 'failure'; paymentStatus: false; error: string };

export type CheckoutEvent =
  { type: 'start' } | { type: 'succeed'; order: Order } | { type: 'fail'; error: string } | { type: 'reset' };

export const idleCheckout: CheckoutState = { status: 'idle', paymentStatus: false };

/** The next checkout state for an event. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'start':
      return { status: 'loading', paymentStatus: false };
    case 'succeed':
      return { status: 'success', paymentStatus: true, order: event.order };
    case 'fail':
      return { status: 'failure', paymentStatus: false, error: event.error };
    case 'reset':
      return idleCheckout;
    default:
      return state;
  }
}
