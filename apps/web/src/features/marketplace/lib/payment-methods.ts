/** The payment providers that take the payment on their own page and come back to ours. */
export function isExternalProvider(provider: string | null): provider is 'stripe' | 'vnpay' | 'momo' {
  return provider === 'stripe' || provider === 'vnpay' || provider === 'momo';
}

/**
 * What the provider's return to our page says about the payment, read for display only: the
 * order is settled by the provider's signed notification, never by this. VNPay answers
 * `vnp_ResponseCode` 00 when paid, MoMo `resultCode` 0; anything else is a decline (24 at VNPay:
 * the learner cancelled). Stripe's return carries no outcome.
 */
export function returnSaysDeclined(provider: string | null, params: URLSearchParams): boolean {
  if (provider === 'vnpay') {
    const code = params.get('vnp_ResponseCode');
    return code !== null && code !== '00';
  }
  if (provider === 'momo') {
    const code = params.get('resultCode');
    return code !== null && code !== '0';
  }
  return false;
}
