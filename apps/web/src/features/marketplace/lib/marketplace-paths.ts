import { paths } from '../../../lib/routes';

/**
 * The marketplace's routes. The pack list lives at /platform/mock-test/marketplace, because the
 * index /platform/mock-test becomes the mock-test list (seed section 2 puts both under it).
 */
export const marketplacePaths = {
  packs: paths.marketplace,
  cart: '/platform/mock-test/cart',
  checkout: '/platform/mock-test/checkout',
  payments: '/platform/user/payments',
  activity: '/platform/user/activity',
} as const;

/** The detail page of one pack. */
export function packPath(id: number): string {
  return `/platform/mock-test/pack/${id}`;
}

/** The checkout page of an order (the sandbox provider's redirect target). */
export function checkoutPath(orderId: string, provider: 'sandbox' | 'stripe'): string {
  return `${marketplacePaths.checkout}?order=${encodeURIComponent(orderId)}&provider=${provider}`;
}
