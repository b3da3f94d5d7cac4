import { describe, expect, it } from 'vitest';
import type { Order } from '@prepwise/contracts';
import { checkoutReducer, idleCheckout } from './checkout-state';

const order: Order = {
  id: '0b8f4a52-6a43-4c55-9a1c-0d3b1f2e3a4b',
  status: 'PENDING',
  paymentStatus: false,
  provider: 'sandbox',
  redirectUrl: '/platform/mock-test/checkout?order=0b8f4a52&provider=sandbox',
  currency: 'USD',
  items: [],
  subtotal: 60,
  discount: 0,
  total: 60,
  voucherCode: null,
  createdDate: '2026-11-22T05:00:00.000Z',
  paidDate: null,
  refundedDate: null,
  expiresDate: '2026-11-22T05:30:00.000Z',
};

describe('checkoutReducer (docs/product.md §4, Checkout)', () => {
  it('goes loading, then success with the order and paymentStatus true', () => {
    const loading = checkoutReducer(idleCheckout, { type: 'start' });
    expect(loading).toEqual({ status: 'loading', paymentStatus: false });
    expect(checkoutReducer(loading, { type: 'succeed', order })).toEqual({
      status: 'success',
      paymentStatus: true,
      order,
    });
  });

  it('stores the error with paymentStatus false, and resets', () => {
    const failed = checkoutReducer(
      { status: 'loading', paymentStatus: false },
      { type: 'fail', error: 'No' },
    );
    expect(failed).toEqual({ status: 'failure', paymentStatus: false, error: 'No' });
    expect(checkoutReducer(failed, { type: 'reset' })).toBe(idleCheckout);
  });
});
