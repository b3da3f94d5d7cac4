/** The marketplace's routes (the pack list lives at /platform/mock-test, seed section 2). */
export const marketplacePaths = {
  packs: '/platform/mock-test',
  cart: '/platform/mock-test/cart',
  checkout: '/platform/mock-test/checkout',
  payments: '/platform/user/payments',
} as const;

/** The detail page of one pack. */
export function packPath(id: number): string {
  return `/platform/mock-test/pack/${id}`;
}

/** The checkout page of an order (the sandbox provider's redirect target). */
export function checkoutPath(orderId: string, provider: 'sandbox' | 'stripe'): string {
  return `${marketplacePaths.checkout}?order=${encodeURIComponent(orderId)}&provider=${provider}`;
}
