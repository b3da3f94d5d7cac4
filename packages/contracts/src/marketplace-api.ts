import { z } from 'zod';
import { adminOrderSchema } from './admin.js';
import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  activityEntrySchema,
  addProductRequestSchema,
  cartAddRequestSchema,
  cartChangeQuantityRequestSchema,
  cartQuerySchema,
  cartSchema,
  checkoutRequestSchema,
  orderIdParamsSchema,
  orderSchema,
  packageIdParamsSchema,
  packageSchema,
  paymentHistoryEntrySchema,
  paymentMethodsSchema,
  sandboxCompleteRequestSchema,
  voucherCodeParamsSchema,
  voucherInfoParamsSchema,
  voucherInfoSchema,
} from './marketplace.js';
import { historyQuerySchema } from './practice.js';

const shop = { auth: 'user', tag: 'marketplace' } as const;

/** The packages for sale (public), and adding a free or trial product to one's account. */
export const catalogueApi = {
  all: endpoint
    .route(route('GET', '/api/package/all'))
    .meta({ auth: 'public', tag: 'marketplace' })
    .output(z.array(packageSchema)),
  one: endpoint
    .route(route('GET', '/api/package/product/{id}'))
    .meta({ auth: 'public', tag: 'marketplace' })
    .input(requestOf({ params: packageIdParamsSchema }))
    .output(packageSchema),
  addFree: endpoint
    .route(route('POST', '/marketplace/product/user/add'))
    .meta({ ...shop, successMessage: 'changesApplied' })
    .input(requestOf({ body: addProductRequestSchema }))
    .output(emptyDataSchema),
};

/** One's cart, priced on the server. */
export const cartApi = {
  get: endpoint
    .route(route('GET', '/api/payment/cart'))
    .meta(shop)
    .input(requestOf({ query: cartQuerySchema }))
    .output(cartSchema),
  add: endpoint
    .route(route('POST', '/api/payment/cart/add'))
    .meta({ ...shop, successMessage: 'cartUpdated' })
    .input(requestOf({ body: cartAddRequestSchema }))
    .output(cartSchema),
  changeQuantity: endpoint
    .route(route('POST', '/api/payment/cart/change-quantity'))
    .meta({ ...shop, successMessage: 'cartUpdated' })
    .input(requestOf({ body: cartChangeQuantityRequestSchema }))
    .output(cartSchema),
};

/** Orders: checking out the cart, the sandbox payment, one's orders waiting for payment, cancelling. */
export const ordersApi = {
  checkout: endpoint
    .route(route('POST', '/api/payment/checkout'))
    .meta(shop)
    .input(requestOf({ body: checkoutRequestSchema }))
    .output(orderSchema),
  methods: endpoint.route(route('GET', '/api/payment/methods')).meta(shop).output(paymentMethodsSchema),
  sandboxComplete: endpoint
    .route(route('POST', '/api/payment/sandbox/complete'))
    .meta({ ...shop, successMessage: 'paymentSucceeded' })
    .input(requestOf({ body: sandboxCompleteRequestSchema }))
    .output(orderSchema),
  pending: endpoint
    .route(route('GET', '/api/payment/orders/pending'))
    .meta(shop)
    .output(z.array(orderSchema)),
  one: endpoint
    .route(route('GET', '/api/payment/orders/{id}'))
    .meta(shop)
    .input(requestOf({ params: orderIdParamsSchema }))
    .output(orderSchema),
  /**
   * "Continue to payment" of one's own pending order: its `redirectUrl` is a new session at VNPay
   * or MoMo (their pages are single use), Stripe's or the sandbox's as they were.
   */
  pay: endpoint
    .route(route('POST', '/api/payment/orders/{id}/pay'))
    .meta(shop)
    .input(requestOf({ params: orderIdParamsSchema }))
    .output(orderSchema),
  cancel: endpoint
    .route(route('POST', '/api/payment/orders/{id}/cancel'))
    .meta({ ...shop, successMessage: 'orderCancelled' })
    .input(requestOf({ params: orderIdParamsSchema }))
    .output(orderSchema),
};

/**
 * One's payment history, a page at a time (`page`, `size`). Not `paged`: the seed's route sends
 * no `x-total-count`, only the page's rows.
 */
export const paymentsApi = {
  history: endpoint
    .route(route('GET', '/api/payment/history'))
    .meta(shop)
    .input(requestOf({ query: historyQuerySchema }))
    .output(z.array(paymentHistoryEntrySchema)),
};

/** Vouchers: what one gives (for a package, 0 for the cart) and activating a package voucher. */
export const vouchersApi = {
  info: endpoint
    .route(route('GET', '/api/voucher/info/{a}/{b}'))
    .meta(shop)
    .input(requestOf({ params: voucherInfoParamsSchema }))
    .output(voucherInfoSchema),
  /** Its message names the package: "Apply voucher success: NAME has been added to your account." */
  activate: endpoint
    .route(route('GET', '/api/voucher/active/{code}'))
    .meta({ ...shop, successMessage: 'voucherApplied' })
    .input(requestOf({ params: voucherCodeParamsSchema }))
    .output(z.object({ packageName: z.string() })),
};

/** The activity history: every grant and spend of one's own entitlements, newest first. */
export const activityApi = {
  history: endpoint
    .route(route('GET', '/api/activity-history'))
    .meta({ auth: 'user', tag: 'user', paged: true })
    .input(requestOf({ query: historyQuerySchema }))
    .output(pageOf(activityEntrySchema)),
};

/** Every learner's latest orders, for admins (the console's overview). */
export const adminOrdersApi = {
  list: endpoint
    .route(route('GET', '/api/admin/orders'))
    .meta({ auth: 'admin', tag: 'admin' })
    .output(z.array(adminOrderSchema)),
};
