import { describe, expect, it } from 'vitest';
import { isExternalProvider, returnSaysDeclined } from './payment-methods';

describe('returnSaysDeclined', () => {
  it('reads VNPay response codes: 00 paid, anything else declined, none unknown', () => {
    expect(returnSaysDeclined('vnpay', new URLSearchParams('vnp_ResponseCode=00'))).toBe(false);
    expect(returnSaysDeclined('vnpay', new URLSearchParams('vnp_ResponseCode=24'))).toBe(true);
    expect(returnSaysDeclined('vnpay', new URLSearchParams('order=1'))).toBe(false);
  });

  it('reads MoMo result codes: 0 paid, anything else declined', () => {
    expect(returnSaysDeclined('momo', new URLSearchParams('resultCode=0'))).toBe(false);
    expect(returnSaysDeclined('momo', new URLSearchParams('resultCode=1006'))).toBe(true);
  });

  it('never reads a decline for Stripe or the sandbox', () => {
    expect(returnSaysDeclined('stripe', new URLSearchParams('resultCode=1006'))).toBe(false);
    expect(returnSaysDeclined('sandbox', new URLSearchParams('vnp_ResponseCode=24'))).toBe(false);
  });
});

describe('isExternalProvider', () => {
  it('is true for the providers with their own payment page', () => {
    expect(['stripe', 'vnpay', 'momo', 'sandbox', null].map(isExternalProvider)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
