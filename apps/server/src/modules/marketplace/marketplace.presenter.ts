import {
  centsToDollars,
  pendingOrderMinutes,
  type Cart,
  type Order,
  type Package,
} from '@prepwise/contracts';
import type { OrderRow, PackageRow } from './marketplace.repository.js';
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
  };
}

export interface CartLine {
  packageId: number;
  name: string;
  quantity: number;
  unitCents: number;
}

export function presentLines(lines: CartLine[]) {
  return lines.map((line) => ({
    packageId: line.packageId,
    name: line.name,
    quantity: line.quantity,
    unitCost: centsToDollars(line.unitCents),
    lineTotal: centsToDollars(line.unitCents * line.quantity),
  }));
}

export function presentCart(lines: CartLine[], totals: CartTotals, voucherCode: string | null): Cart {
  return {
    items: presentLines(lines),
    subtotal: centsToDollars(totals.subtotalCents),
    discount: centsToDollars(totals.discountCents),
    total: centsToDollars(totals.totalCents),
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
    items: presentLines(row.items),
    subtotal: centsToDollars(row.subtotalCents),
    discount: centsToDollars(row.discountCents),
    total: centsToDollars(row.totalCents),
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
