import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProductRequestSchema,
  cartAddRequestSchema,
  cartChangeQuantityRequestSchema,
  cartSchema,
  checkoutRequestSchema,
  emptyDataSchema,
  historyQuerySchema,
  orderIdParamsSchema,
  adminOrderSchema,
  orderSchema,
  packageIdParamsSchema,
  packageSchema,
  paymentHistoryEntrySchema,
  sandboxCompleteRequestSchema,
  successMessages,
  voucherCodeParamsSchema,
  voucherCodeSchema,
  voucherInfoParamsSchema,
  voucherInfoSchema,
  centsToDollars,
} from '@prepwise/contracts';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import { addFreeProduct, getPackage, listPackages } from './catalogue.service.js';
import { addToCart, changeCartQuantity, getCart } from './cart.service.js';
import { checkout, completeSandboxPayment } from './checkout.service.js';
import { findAllOrders, findPayments } from './marketplace.repository.js';
import { cancelOrder, getOwnOrder, listPendingOrders } from './pending-orders.service.js';
import { presentOrder } from './marketplace.presenter.js';
import type { PaymentProvider } from './payment-provider.js';
import { activateVoucher, getVoucherInfo } from './voucher.service.js';

/** Catalogue, cart, checkout, orders, payment history and vouchers. */
export function marketplaceRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['marketplace'];
    const signedIn = { onRequest: app.authenticate };

    app.get('/api/package/all', { schema: { tags, response: responses(z.array(packageSchema)) } }, async () =>
      ok(await listPackages(app.deps)),
    );
    app.get(
      '/api/package/product/:id',
      { schema: { tags, params: packageIdParamsSchema, response: responses(packageSchema) } },
      async (request) => ok(await getPackage(app.deps, request.params.id)),
    );
    app.post(
      '/marketplace/product/user/add',
      { ...signedIn, schema: { tags, body: addProductRequestSchema, response: responses(emptyDataSchema) } },
      async (request) => {
        await addFreeProduct(app.deps, userOf(request), request.body.productId);
        return ok(null, successMessages.changesApplied);
      },
    );

    app.get(
      '/api/payment/cart',
      {
        ...signedIn,
        schema: {
          tags,
          querystring: z.strictObject({ voucherCode: voucherCodeSchema.optional() }),
          response: responses(cartSchema),
        },
      },
      async (request) => ok(await getCart(app.deps, userOf(request), request.query.voucherCode)),
    );
    app.post(
      '/api/payment/cart/add',
      { ...signedIn, schema: { tags, body: cartAddRequestSchema, response: responses(cartSchema) } },
      async (request) =>
        ok(
          await addToCart(app.deps, userOf(request), request.body.packageId, request.body.quantity),
          successMessages.cartUpdated,
        ),
    );
    app.post(
      '/api/payment/cart/change-quantity',
      {
        ...signedIn,
        schema: { tags, body: cartChangeQuantityRequestSchema, response: responses(cartSchema) },
      },
      async (request) =>
        ok(
          await changeCartQuantity(app.deps, userOf(request), request.body.packageId, request.body.quantity),
          successMessages.cartUpdated,
        ),
    );

    app.post(
      '/api/payment/checkout',
      { ...signedIn, schema: { tags, body: checkoutRequestSchema, response: responses(orderSchema) } },
      async (request) =>
        ok(presentOrder(await checkout(app.deps, provider, userOf(request), request.body.voucherCode))),
    );
    app.post(
      '/api/payment/sandbox/complete',
      { ...signedIn, schema: { tags, body: sandboxCompleteRequestSchema, response: responses(orderSchema) } },
      async (request) => {
        const order = await completeSandboxPayment(
          app.deps,
          provider,
          userOf(request),
          request.body.orderId,
          request.body.outcome,
        );
        return ok(presentOrder(order), successMessages.paymentSucceeded);
      },
    );
    app.get(
      '/api/payment/orders/pending',
      { ...signedIn, schema: { tags, response: responses(z.array(orderSchema)) } },
      async (request) => ok((await listPendingOrders(app.deps, userOf(request))).map(presentOrder)),
    );
    app.get(
      '/api/payment/orders/:id',
      { ...signedIn, schema: { tags, params: orderIdParamsSchema, response: responses(orderSchema) } },
      async (request) => ok(presentOrder(await getOwnOrder(app.deps, userOf(request), request.params.id))),
    );
    app.post(
      '/api/payment/orders/:id/cancel',
      { ...signedIn, schema: { tags, params: orderIdParamsSchema, response: responses(orderSchema) } },
      async (request) =>
        ok(
          presentOrder(await cancelOrder(app.deps, userOf(request), request.params.id)),
          successMessages.orderCancelled,
        ),
    );
    app.get(
      '/api/payment/history',
      {
        ...signedIn,
        schema: {
          tags,
          querystring: historyQuerySchema,
          response: responses(z.array(paymentHistoryEntrySchema)),
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const rows = await findPayments(app.deps.db, userOf(request).id, size, page * size);
        return ok(
          rows.map((row) => ({
            id: row.id,
            kind: row.kind as 'PAYMENT' | 'VOUCHER',
            description: row.description,
            amount: centsToDollars(row.amountCents),
            orderId: row.orderId,
            voucherCode: row.voucherCode,
            createdDate: row.createdAt.toISOString(),
          })),
        );
      },
    );

    app.get(
      '/api/voucher/info/:a/:b',
      {
        ...signedIn,
        schema: { tags, params: voucherInfoParamsSchema, response: responses(voucherInfoSchema) },
      },
      async (request) =>
        ok(await getVoucherInfo(app.deps, userOf(request), request.params.a, request.params.b)),
    );
    app.get(
      '/api/voucher/active/:code',
      {
        ...signedIn,
        schema: {
          tags,
          params: voucherCodeParamsSchema,
          response: responses(z.object({ packageName: z.string() })),
        },
      },
      async (request) => {
        const packageName = await activateVoucher(app.deps, userOf(request), request.params.code);
        return ok(
          { packageName },
          `${successMessages.voucherApplied}: ${packageName} has been added to your account.`,
        );
      },
    );

    app.get(
      '/api/admin/orders',
      {
        onRequest: app.authenticateAdmin,
        schema: { tags: ['admin'], response: responses(z.array(adminOrderSchema)) },
      },
      async () =>
        ok(
          (await findAllOrders(app.deps.db, 200)).map((row) => ({
            ...presentOrder(row),
            userId: row.userId,
          })),
        ),
    );
  };
}
