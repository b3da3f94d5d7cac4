import { sql } from 'drizzle-orm';
import { orderStatuses } from '@prepwise/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidKey, createdAt, statusColumn, statusCheck } from './columns.js';
import { userIdColumn } from './user.js';

/** Marketplace packages and products (docs/product.md §3 and §9). Money in integer cents. */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    isSubscription: boolean('is_subscription').notNull().default(false),
    description: text('description').notNull().default(''),
    costCents: integer('cost_cents').notNull(),
    oldCostCents: integer('old_cost_cents'),
    /**
     * Its prices in currencies other than `cost_cents`' US dollars, by ISO code: whole minor units
     * (VND: đồng). A package without a price in a currency is not sold in it.
     */
    otherPrices: jsonb('other_prices')
      .$type<Record<string, { amountMinor: number; oldAmountMinor: number | null }>>()
      .notNull()
      .default({}),
    subscriptionDays: integer('subscription_days').notNull().default(0),
    subscriptionAiScoring: integer('subscription_ai_scoring').notNull().default(0),
    subscriptionPronunciation: integer('subscription_pronunciation').notNull().default(0),
    numberAiScoring: integer('number_ai_scoring').notNull().default(0),
    numberExamMock: integer('number_exam_mock').notNull().default(0),
    numberScoreMock: integer('number_score_mock').notNull().default(0),
    fullQuestionBank: boolean('full_question_bank').notNull().default(false),
    linkImage: text('link_image'),
    linkYoutube: text('link_youtube'),
    productId: text('product_id'),
    priceId: text('price_id'),
    showed: boolean('showed').notNull().default(true),
    activated: boolean('activated').notNull().default(true),
    scoreTrial: boolean('score_trial').notNull().default(false),
    isDiscount: boolean('is_discount').notNull().default(false),
    /** A class plan: bought by a teacher, its credits go to their class wallet to share out among their classes. */
    forClasses: boolean('for_classes').notNull().default(false),
    /** A combo's members (the packs and products it bundles); empty for a pack or a product. */
    comboMemberIds: integer('combo_member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [check('packages_cost_check', sql`${table.costCents} >= 0`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: userIdColumn(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.packageId] }),
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 10`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuidKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    discountPercent: integer('discount_percent'),
    /**
     * A fixed discount instead of a percentage: the amount off in whole minor units of each
     * currency it is given in (`{"VND": 50000, "USD": 200}`); a cart in another currency cannot use it.
     */
    discountAmounts: jsonb('discount_amounts').$type<Record<string, number>>(),
    maxUses: integer('max_uses').notNull(),
    /** How many times one learner may use the code (at most `max_uses`). */
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    activated: boolean('activated').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(table.code),
    check('vouchers_kind_check', sql`${table.kind} in ('PACKAGE', 'DISCOUNT')`),
    check('vouchers_uses_check', sql`${table.usedCount} >= 0 and ${table.usedCount} <= ${table.maxUses}`),
    check(
      'vouchers_uses_per_user_check',
      sql`${table.maxUsesPerUser} >= 1 and ${table.maxUsesPerUser} <= ${table.maxUses}`,
    ),
    check(
      'vouchers_shape_check',
      sql`(${table.kind} = 'PACKAGE' and ${table.packageId} is not null) or (${table.kind} = 'DISCOUNT' and ((${table.discountPercent} is not null and ${table.discountPercent} between 1 and 100 and ${table.discountAmounts} is null) or (${table.discountPercent} is null and ${table.discountAmounts} is not null and jsonb_typeof(${table.discountAmounts}) = 'object' and ${table.discountAmounts} <> '{}'::jsonb)))`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuidKey(),
    userId: userIdColumn(),
    status: statusColumn(orderStatuses).default('PENDING'),
    provider: text('provider').notNull(),
    /** The currency of every amount of the order (its lines' unitCents are minor units of it). */
    currency: text('currency').notNull().default('USD'),
    providerSessionId: text('provider_session_id'),
    redirectUrl: text('redirect_url'),
    items: jsonb('items')
      .$type<{ packageId: number; name: string; quantity: number; unitCents: number }[]>()
      .notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    voucherId: uuid('voucher_id').references(() => vouchers.id),
    voucherCode: text('voucher_code'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * When a refund at VNPay or MoMo was asked for and not answered yet: set before the provider
     * is called (outside any transaction), cleared when it refuses. A second refund is refused
     * meanwhile, so the provider is asked once.
     */
    /**
     * The merchant reference of the order's latest VNPay or MoMo session (vnp_TxnRef, MoMo's
     * orderId) when it is not the order id: `<orderId>-<attempt>` once the learner started paying
     * again (the providers refuse a reference used before); once paid, the reference that paid.
     */
    providerReference: text('provider_reference'),
    providerRefundRequestedAt: timestamp('provider_refund_requested_at', { withTimezone: true }),
    /**
     * When VNPay or MoMo gave the money back. Recorded at once after its answer, before the grant
     * is taken back: a retry after a failure finishes the refund without asking the provider again.
     */
    providerRefundedAt: timestamp('provider_refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_created').on(table.userId, table.createdAt),
    statusCheck('orders_status_check', table.status, orderStatuses),
    check('orders_total_check', sql`${table.totalCents} >= 0 and ${table.discountCents} >= 0`),
  ],
);

/**
 * One row per use of a voucher by a user, numbered 1, 2... per (voucher, user): the key keeps
 * two racing uses from taking the same number, the voucher's `max_uses_per_user` caps the numbers.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: userIdColumn(),
    useNumber: integer('use_number').notNull().default(1),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.voucherId, table.userId, table.useNumber] })],
);

/** The payment history (seed kinds PAYMENT and VOUCHER). */
export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    userId: userIdColumn(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** Whole minor units of `currency`. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    orderId: uuid('order_id').references(() => orders.id),
    voucherCode: text('voucher_code'),
    createdAt: createdAt(),
  },
  (table) => [
    index('payments_user_created').on(table.userId, table.createdAt),
    uniqueIndex('payments_order_unique').on(table.orderId),
    check('payments_kind_check', sql`${table.kind} in ('PAYMENT', 'VOUCHER')`),
  ],
);

/** Payment-provider webhook events already processed, by the provider's event id. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
