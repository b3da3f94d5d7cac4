import { z } from 'zod';
import { rowIdSchema, rowIdParamSchema } from './ids.js';
import { priceSchema } from './money.js';

/** A package or product of the marketplace (docs/product.md §3). Money is shown in dollars, stored in cents. */
export const packageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isSubsciption: z.boolean(),
  description: z.string(),
  cost: z.number(),
  oldCost: z.number().nullable(),
  subscriptionDays: z.number().int(),
  subscriptionAiScoring: z.number().int(),
  subscriptionPronunciation: z.number().int(),
  numberAiScoring: z.number().int(),
  numberExamMock: z.number().int(),
  numberScoreMock: z.number().int(),
  fullQuestionBank: z.boolean(),
  linkImage: z.string().nullable(),
  linkYoutube: z.string().nullable(),
  productId: z.string().nullable(),
  priceId: z.string().nullable(),
  showed: z.boolean(),
  activated: z.boolean(),
  scoreTrial: z.boolean(),
  isDiscount: z.boolean(),
  /** A class plan: for teachers, its credits go to their class wallet (beyond the seed's fields). */
  forClasses: z.boolean().optional(),
  /** Its price in each currency it is sold in (`cost` is the US dollar one), US dollars first. */
  prices: z.array(priceSchema).optional(),
});
export type Package = z.infer<typeof packageSchema>;

export const packageIdParamsSchema = z.strictObject({ id: rowIdParamSchema });
export const addProductRequestSchema = z.strictObject({ productId: rowIdSchema });

export const maxCartQuantity = 10;
export const cartAddRequestSchema = z.strictObject({
  packageId: rowIdSchema,
  quantity: z.number().int().min(1).max(maxCartQuantity).default(1),
});
export const cartChangeQuantityRequestSchema = z.strictObject({
  packageId: rowIdSchema,
  quantity: z.number().int().min(0).max(maxCartQuantity),
});

export const cartLineSchema = z.object({
  packageId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitCost: z.number(),
  lineTotal: z.number(),
  /** False when the package has no price in the cart's currency: it cannot be bought in it. */
  available: z.boolean().optional(),
});
/** The cart, priced on the server; `discount` comes from a discount voucher when one is given. */
export const cartSchema = z.object({
  /** The currency of every amount (the buyer's: see accountCurrency). */
  currency: z.string(),
  items: z.array(cartLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  voucherCode: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const voucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,32}$/, 'A voucher code has 4 to 32 letters, digits or dashes.');

/** `GET /api/payment/cart?voucherCode`: the cart, re-priced by a discount voucher when given. */
export const cartQuerySchema = z.strictObject({ voucherCode: voucherCodeSchema.optional() });

/**
 * How a learner pays: VNPay and MoMo take đồng (VND orders), Stripe the other currencies, and the
 * sandbox stands in for whichever is not configured.
 */
export const paymentMethods = ['vnpay', 'momo', 'stripe', 'sandbox'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodSchema = z.enum(paymentMethods);

/**
 * The name a learner knows each payment method by, wherever it is shown (the web, the local
 * stand-in's pages, the server's messages). Brand names are not translated; the web words a card
 * through Stripe in the learner's language.
 */
export const paymentMethodNames: Readonly<Record<PaymentMethod, string>> = {
  vnpay: 'VNPay',
  momo: 'MoMo',
  stripe: 'Stripe',
  sandbox: 'Sandbox',
};

/** `GET /api/payment/methods`: the methods offered for the signed-in learner's currency. */
export const paymentMethodsSchema = z.object({
  currency: z.string(),
  methods: z.array(paymentMethodSchema),
});

export const checkoutRequestSchema = z.strictObject({
  voucherCode: voucherCodeSchema.optional(),
  /** One of the methods offered for the account's currency; the first offered when absent. */
  method: paymentMethodSchema.optional(),
});
/** Minutes a learner has to pay an order; after that it is cancelled and its voucher use released. */
export const pendingOrderMinutes = 30;

/** REFUNDED: an admin refunded a paid order and its grants were taken back. */
export const orderStatuses = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.boolean(),
  provider: paymentMethodSchema,
  redirectUrl: z.string().nullable(),
  /** The currency of every amount of the order. */
  currency: z.string(),
  items: z.array(cartLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  voucherCode: z.string().nullable(),
  createdDate: z.string(),
  paidDate: z.string().nullable(),
  refundedDate: z.string().nullable(),
  /** When a PENDING order stops waiting for payment; null once settled. */
  expiresDate: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderIdParamsSchema = z.strictObject({ id: z.uuid() });
export const sandboxCompleteRequestSchema = z.strictObject({
  orderId: z.uuid(),
  outcome: z.enum(['success', 'failure']),
});

/** Payment kinds of docs/product.md §3. */
export const paymentKinds = ['PAYMENT', 'VOUCHER'] as const;
export const paymentHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  orderId: z.string().nullable(),
  voucherCode: z.string().nullable(),
  createdDate: z.string(),
});

export const voucherInfoParamsSchema = z.strictObject({
  a: voucherCodeSchema,
  b: z.coerce.number().int().min(0),
});
export const voucherCodeParamsSchema = z.strictObject({ code: voucherCodeSchema });
/** Why a voucher cannot be used now, as message keys of the catalogue. */
export const voucherProblems = [
  'error.voucherExpired',
  'error.voucherAlreadyUsed',
  'error.voucherReserved',
  'error.voucherUsedUp',
  'error.voucherNotForCart',
  'error.voucherNotInCurrency',
] as const;
export type VoucherProblem = (typeof voucherProblems)[number];

export const voucherInfoSchema = z.object({
  code: z.string(),
  kind: z.enum(['PACKAGE', 'DISCOUNT']),
  packageId: z.number().nullable(),
  packageName: z.string().nullable(),
  discountPercent: z.number().nullable(),
  /**
   * A fixed discount's amount off (major units) in the learner's currency, `currency`; null for a
   * percentage, or when the voucher has no amount in that currency (`error.voucherNotInCurrency`).
   */
  discountAmount: z.number().nullable(),
  currency: z.string(),
  expiresDate: z.string().nullable(),
  usesLeft: z.number().int(),
  usable: z.boolean(),
  /** Why it cannot be used now (a catalogue key), null when it can. */
  problem: z.enum(voucherProblems).nullable(),
  /** The learner's order waiting for payment that holds the voucher (`error.voucherReserved`). */
  heldByOrderId: z.string().nullable(),
  fetched: z.literal(true),
});

/** Dollars from integer cents, for display fields. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** One row of the activity history: a grant or a spend of the entitlement ledger, with its source. */
export const activityEntrySchema = z.object({
  id: z.string(),
  resource: z.string(),
  amount: z.number().int(),
  source: z.string(),
  validUntil: z.string().nullable(),
  createdDate: z.string(),
});
