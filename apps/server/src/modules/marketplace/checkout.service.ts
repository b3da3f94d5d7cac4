import { accountCurrency, type Language, type PaymentMethod } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { Transaction } from '../../db/client.js';
import { queueMail } from '../../mail/mail.service.js';
import { AppError, found } from '../../lib/app-error.js';
import { findUserById, type UserRow } from '../user/index.js';
import { grantPackage } from './fulfilment.js';
import { receiptLines } from './receipt-lines.js';
import { loadCartLines } from './cart.service.js';
import {
  claimVoucherUse,
  clearCart,
  findOrder,
  findPackage,
  findOwnOrder,
  insertOrder,
  insertPayment,
  lockBuyer,
  lockOrder,
  setOrderProviderReference,
  setOrderRedirect,
  setPendingOrderRedirect,
  settleOrder,
  type OrderRow,
} from './marketplace.repository.js';
import { attemptOfReference, providerReference } from './providers/types.js';
import type { CheckoutRequestInfo, PaymentProvider, PaymentProviders } from './payment-provider.js';
import { priceCart } from './pricing.js';
import { checkDiscountVoucher } from './voucher.service.js';
import { closeOrder, expireStaleOrders } from './pending-orders.service.js';
import { expireOrderJobName, expireOrderRunAt } from './expire-order.job.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { purchaseEvents } from '../../platform/product-events.js';

/** The payment methods offered to this learner (for the currency the account pays in). */
export function paymentMethodsOf(providers: PaymentProviders, me: UserRow) {
  const currency = accountCurrency(me);
  return { currency, methods: providers.methodsFor(currency) };
}

/**
 * The provider of the chosen method (the first offered when none is chosen); a method not offered
 * for the account's currency is a 400 (`error.paymentMethodUnavailable`), before any order exists.
 */
export function chooseProvider(
  providers: PaymentProviders,
  me: UserRow,
  method: PaymentMethod | undefined,
): PaymentProvider {
  const { methods } = paymentMethodsOf(providers, me);
  const chosen = method ?? methods[0];
  const provider = chosen && methods.includes(chosen) ? providers.provider(chosen) : undefined;
  if (!provider) throw new AppError('error.paymentMethodUnavailable');
  return provider;
}

/**
 * Turns the cart into a PENDING order priced on the server, once per cart: racing checkouts of
 * one buyer are serialised by a row lock, and all but the first find the cart empty (400). A
 * discount voucher's use is taken now and given back if the payment fails. Then the chosen
 * method's checkout starts (its name is the order's `provider`); a total of zero is fulfilled at
 * once.
 */
export async function checkout(
  deps: AppDeps,
  providers: PaymentProviders,
  me: UserRow,
  input: { voucherCode?: string | undefined; method?: PaymentMethod | undefined },
  request: CheckoutRequestInfo,
): Promise<OrderRow> {
  const provider = chooseProvider(providers, me, input.method);
  const { voucherCode } = input;
  await expireStaleOrders(deps, me.id);
  const applied = voucherCode ? await checkDiscountVoucher(deps, me, voucherCode) : null;
  const voucher = applied?.voucher ?? null;
  const order = await deps.db.transaction(async (tx) => {
    await lockBuyer(tx, me.id);
    const currency = accountCurrency(me);
    const lines = await loadCartLines(tx, me.id, currency);
    if (lines.length === 0) throw new AppError('error.cartEmpty');
    if (lines.some((line) => line.available === false)) throw new AppError('error.notSoldInCurrency');
    const totals = priceCart(lines, applied?.discount);
    const created = await insertOrder(tx, {
      userId: me.id,
      provider: provider.name,
      currency,
      items: lines.map(({ available: _available, ...line }) => line),
      ...totals,
      voucherId: voucher?.id ?? null,
      voucherCode: voucher?.code ?? null,
      createdAt: deps.now(),
    });
    if (voucher) {
      const claim = await claimVoucherUse(tx, voucher.id, me.id, created.id);
      if (claim.outcome !== 'claimed')
        throw new AppError(claim.outcome === 'used-up' ? 'error.voucherUsedUp' : 'error.voucherAlreadyUsed');
    }
    await clearCart(tx, me.id);
    return created;
  });
  if (order.totalCents === 0) {
    await completeOrder(deps, order.id);
  } else {
    const start = await provider.startCheckout(order, me.email, request);
    await setOrderRedirect(deps.db, order.id, start.redirectUrl, start.sessionId);
    await deps.jobs.send(
      expireOrderJobName,
      { orderId: order.id },
      { startAfter: expireOrderRunAt(order.createdAt), singletonKey: order.id },
    );
  }
  return found(await findOwnOrder(deps.db, me.id, order.id));
}

/**
 * Marks a pending order paid and grants what it bought, in one transaction and exactly once:
 * a second call (a replayed webhook, a double click) finds the order settled and does nothing.
 * Returns true when this call fulfilled it.
 */
export async function completeOrder(deps: AppDeps, orderId: string): Promise<boolean> {
  const fulfilled = await deps.db.transaction((tx) => fulfilOrder(tx, orderId, deps.now()));
  if (fulfilled) await sendReceipt(deps, orderId);
  return fulfilled;
}

/**
 * Inside the caller's transaction: PENDING -> PAID, the packages granted and the payment
 * recorded. False when the order was not pending (already settled: nothing is done twice). The
 * caller sends the receipt after committing ({@link sendReceipt}).
 */
export async function fulfilOrder(tx: Transaction, orderId: string, now: Date): Promise<boolean> {
  const order = await settleOrder(tx, orderId, 'PAID', now);
  if (!order) return false;
  for (const item of order.items) {
    // Delivered even if an admin took the package off sale after the order was placed.
    const pack = found(await findPackage(tx, item.packageId));
    await grantPackage(tx, {
      userId: order.userId,
      pack,
      quantity: item.quantity,
      source: 'order',
      key: `order:${order.id}:${item.packageId}`,
      now,
    });
  }
  await insertPayment(tx, {
    userId: order.userId,
    kind: 'PAYMENT',
    description: order.items.map((item) => `${item.name} x${item.quantity}`).join(', '),
    amountCents: order.totalCents,
    currency: order.currency,
    orderId: order.id,
    voucherCode: order.voucherCode,
    createdAt: now,
  });
  await insertProductEvents(tx, purchaseEvents(order, now));
  return true;
}

/** E-mails the receipt of a paid order in the buyer's language (after the paying transaction). */
export async function sendReceipt(deps: AppDeps, orderId: string): Promise<void> {
  const order = found(await findOrder(deps.db, orderId));
  const user = await findUserById(deps.db, order.userId);
  if (!user) return;
  await queueMail(deps.db, deps.jobs, {
    template: 'receipt',
    to: user.email,
    language: user.langKey as Language,
    name: user.fullName,
    link: `${deps.config.publicUrl}/platform/user/payments`,
    details: receiptLines(order, user.langKey as Language),
  });
}

/** Marks a pending order failed and gives back its voucher use. */
export async function failOrder(deps: AppDeps, orderId: string): Promise<void> {
  await closeOrder(deps, orderId, 'FAILED');
}

/**
 * The sandbox's "pay" or "decline" for one's own pending sandbox order. An order of a real
 * provider (Stripe, VNPay, MoMo) is settled only by that provider's signed notification: here it
 * is not found.
 */
export async function completeSandboxPayment(
  deps: AppDeps,
  me: UserRow,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<OrderRow> {
  await expireStaleOrders(deps, me.id);
  const order = found(await findOwnOrder(deps.db, me.id, orderId));
  if (order.provider !== 'sandbox') throw new AppError('error.http.404');
  if (order.status !== 'PENDING') throw new AppError('error.orderNotPending');
  if (outcome === 'success') await completeOrder(deps, orderId);
  else {
    await failOrder(deps, orderId);
    throw new AppError('error.paymentFailed');
  }
  return found(await findOrder(deps.db, orderId));
}

/**
 * "Continue to payment" of one's own pending order (after expiring the stale ones). VNPay and MoMo
 * get a new session for the same order, as neither takes a page or a reference twice (a MoMo
 * payUrl is single use, VNPay refuses a reused vnp_TxnRef): under the next merchant reference
 * `<orderId>-<attempt>`, taken on the locked order so two clicks never share one. Their IPNs map
 * every reference back to the order, which settles once whichever session pays. Stripe's session
 * and the sandbox's page are kept as they are. Throws `error.orderNotPending` (409) for an order
 * not pending, `error.paymentMethodUnavailable` when its provider is not configured any more.
 */
export async function restartPayment(
  deps: AppDeps,
  providers: PaymentProviders,
  me: UserRow,
  orderId: string,
  request: CheckoutRequestInfo,
): Promise<OrderRow> {
  await expireStaleOrders(deps, me.id);
  const order = found(await findOwnOrder(deps.db, me.id, orderId));
  if (order.status !== 'PENDING') throw new AppError('error.orderNotPending');
  if (order.provider !== 'vnpay' && order.provider !== 'momo') return order;
  const provider = providers.provider(order.provider);
  if (!provider) throw new AppError('error.paymentMethodUnavailable');
  const next = await deps.db.transaction(async (tx) => {
    const locked = found(await lockOrder(tx, orderId));
    if (locked.status !== 'PENDING') throw new AppError('error.orderNotPending');
    const attempt = (attemptOfReference(locked.providerReference ?? locked.id) ?? 0) + 1;
    const reference = providerReference(locked.id, attempt);
    await setOrderProviderReference(tx, locked.id, reference);
    return { ...locked, providerReference: reference };
  });
  const start = await provider.startCheckout(next, me.email, request);
  await setPendingOrderRedirect(deps.db, orderId, start.redirectUrl);
  return found(await findOwnOrder(deps.db, me.id, orderId));
}
