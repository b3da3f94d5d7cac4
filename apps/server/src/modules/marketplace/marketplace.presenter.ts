import {
  centsToDollars,
  fromMinor,
  pendingOrderMinutes,
  type Cart,
  type Order,
  type Package,
} from '@prepwise/contracts';
import type { OrderRow, PackageRow } from './marketplace.repository.js';
import { pricesOf } from './prices.js';
import type { CartTotals } from './pricing.js';

export function presentPackage(row: PackageRow): Package {
  return {
    id: row.id,
    name: row.name,
    isSubsciption: row.isSubscription,
    description: row.description,
    cost: centsToDollars(row.costCents),
    oldCost: row.oldCostCents === null ? null : centsToDollars(row.oldCostCents),
    subscriptionDays: row.subscriptionDays,
    subscriptionAiScoring: row.subscriptionAiScoring,
    subscriptionPronunciation: row.subscriptionPronunciation,
    numberAiScoring: row.numberAiScoring,
    numberExamMock: row.numberExamMock,
    numberScoreMock: row.numberScoreMock,
    fullQuestionBank: row.fullQuestionBank,
    linkImage: row.linkImage,
    linkYoutube: row.linkYoutube,
    productId: row.productId,
    priceId: row.priceId,
    showed: row.showed,
    activated: row.activated,
    scoreTrial: row.scoreTrial,
    isDiscount: row.isDiscount,
    forClasses: row.forClasses,
    prices: pricesOf(row),
  };
}

/** A line of a cart or an order; `unitCents` is in whole minor units of its currency. */
export interface CartLine {
  packageId: number;
  name: string;
  quantity: number;
  unitCents: number;
  /** False in a cart when the package has no price in the cart's currency (priced 0 then). */
  available?: boolean;
}

export function presentLines(lines: CartLine[], currency: string) {
  return lines.map((line) => ({
    packageId: line.packageId,
    name: line.name,
    quantity: line.quantity,
    unitCost: fromMinor(line.unitCents, currency),
    lineTotal: fromMinor(line.unitCents * line.quantity, currency),
    ...(line.available === false ? { available: false } : {}),
  }));
}

export function presentCart(
  lines: CartLine[],
  totals: CartTotals,
  voucherCode: string | null,
  currency: string,
): Cart {
  return {
    currency,
    items: presentLines(lines, currency),
    subtotal: fromMinor(totals.subtotalCents, currency),
    discount: fromMinor(totals.discountCents, currency),
    total: fromMinor(totals.totalCents, currency),
    voucherCode,
  };
}

export function presentOrder(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.status === 'PAID',
    provider: row.provider as Order['provider'],
    redirectUrl: row.redirectUrl,
    currency: row.currency,
    items: presentLines(row.items, row.currency),
    subtotal: fromMinor(row.subtotalCents, row.currency),
    discount: fromMinor(row.discountCents, row.currency),
    total: fromMinor(row.totalCents, row.currency),
    voucherCode: row.voucherCode,
    createdDate: row.createdAt.toISOString(),
    paidDate: row.paidAt?.toISOString() ?? null,
    refundedDate: row.refundedAt?.toISOString() ?? null,
    expiresDate:
      row.status === 'PENDING'
        ? new Date(row.createdAt.getTime() + pendingOrderMinutes * 60_000).toISOString()
        : null,
  };
}
