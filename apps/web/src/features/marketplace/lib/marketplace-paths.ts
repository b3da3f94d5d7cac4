import { paths } from '../../../lib/routes';

/**
 * The marketplace's routes. The pack list lives at /platform/mock-test/marketplace, because the
 * index /platform/mock-test becomes the mock-test list (docs/product.md §2 puts both under it).
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

/** An order waiting for payment, in the pending orders above the payment history. */
export function pendingOrderPath(orderId: string): string {
  return `${marketplacePaths.payments}#${pendingOrderAnchor(orderId)}`;
}

/** The element id of an order waiting for payment (the target of {@link pendingOrderPath}). */
export function pendingOrderAnchor(orderId: string): string {
  return `order-${orderId}`;
}
