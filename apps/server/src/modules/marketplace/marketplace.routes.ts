import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrdersApi,
  cartApi,
  catalogueApi,
  fromMinor,
  ordersApi,
  paymentsApi,
  successMessages,
  vouchersApi,
} from '@prepwise/contracts';
import { registerEndpoint, withMessage } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { addFreeProduct, getPackage, listPackages } from './catalogue.service.js';
import { addToCart, changeCartQuantity, getCart } from './cart.service.js';
import { checkout, completeSandboxPayment, paymentMethodsOf, restartPayment } from './checkout.service.js';
import { findAllOrders, findPayments } from './marketplace.repository.js';
import { cancelOrder, getOwnOrder, listPendingOrders } from './pending-orders.service.js';
import { presentOrder } from './marketplace.presenter.js';
import type { PaymentProviders } from './payment-provider.js';
import { activateVoucher, getVoucherInfo } from './voucher.service.js';

/** Catalogue, cart, checkout, orders, payment history and vouchers. */
export function marketplaceRoutes(providers: PaymentProviders): FastifyPluginAsyncZod {
  return async (app) => {
    const { deps } = app;

    registerEndpoint(app, catalogueApi.all, () => listPackages(deps));
    registerEndpoint(app, catalogueApi.one, ({ params }) => getPackage(deps, params.id));
    registerEndpoint(app, catalogueApi.addFree, async ({ body }, request) => {
      await addFreeProduct(deps, userOf(request), body.productId);
      return null;
    });

    registerEndpoint(app, cartApi.get, ({ query }, request) =>
      getCart(deps, userOf(request), query.voucherCode),
    );
    registerEndpoint(app, cartApi.add, ({ body }, request) =>
      addToCart(deps, userOf(request), body.packageId, body.quantity),
    );
    registerEndpoint(app, cartApi.changeQuantity, ({ body }, request) =>
      changeCartQuantity(deps, userOf(request), body.packageId, body.quantity),
    );

    registerEndpoint(app, ordersApi.methods, async (_input, request) =>
      paymentMethodsOf(providers, userOf(request)),
    );
    registerEndpoint(app, ordersApi.checkout, async ({ body }, request) => {
      const me = userOf(request);
      return presentOrder(
        await checkout(deps, providers, me, body, {
          clientIp: request.ip,
          locale: me.langKey === 'vi' ? 'vi' : 'en',
        }),
      );
    });
    registerEndpoint(app, ordersApi.sandboxComplete, async ({ body }, request) =>
      presentOrder(await completeSandboxPayment(deps, userOf(request), body.orderId, body.outcome)),
    );
    registerEndpoint(app, ordersApi.pending, async (_input, request) =>
      (await listPendingOrders(deps, userOf(request))).map(presentOrder),
    );
    registerEndpoint(app, ordersApi.one, async ({ params }, request) =>
      presentOrder(await getOwnOrder(deps, userOf(request), params.id)),
    );
    registerEndpoint(app, ordersApi.pay, async ({ params }, request) => {
      const me = userOf(request);
      return presentOrder(
        await restartPayment(deps, providers, me, params.id, {
          clientIp: request.ip,
          locale: me.langKey === 'vi' ? 'vi' : 'en',
        }),
      );
    });
    registerEndpoint(app, ordersApi.cancel, async ({ params }, request) =>
      presentOrder(await cancelOrder(deps, userOf(request), params.id)),
    );
    registerEndpoint(app, paymentsApi.history, async ({ query }, request) => {
      const { page, size } = query;
      const rows = await findPayments(deps.db, userOf(request).id, size, page * size);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as 'PAYMENT' | 'VOUCHER',
        description: row.description,
        amount: fromMinor(row.amountCents, row.currency),
        currency: row.currency,
        orderId: row.orderId,
        voucherCode: row.voucherCode,
        createdDate: row.createdAt.toISOString(),
      }));
    });

    registerEndpoint(app, vouchersApi.info, ({ params }, request) =>
      getVoucherInfo(deps, userOf(request), params.a, params.b),
    );
    registerEndpoint(app, vouchersApi.activate, async ({ params }, request) => {
      const packageName = await activateVoucher(deps, userOf(request), params.code);
      return withMessage(
        { packageName },
        `${successMessages.voucherApplied}: ${packageName} has been added to your account.`,
      );
    });

    registerEndpoint(app, adminOrdersApi.list, async () =>
      (await findAllOrders(deps.db, 200)).map((row) => ({ ...presentOrder(row), userId: row.userId })),
    );
  };
}
