import { z } from 'zod';
import { rowIdSchema } from './ids.js';
import { orderSchema, orderStatuses, voucherCodeSchema } from './marketplace.js';
import { amountsByCurrencySchema } from './money.js';
import { pageQueryFields, sortQuerySchema } from './paging.js';

/** The shop's audited admin changes, `<target type>.<action>` (part of the audit table's CHECK list). */
export const adminShopAuditActions = [
  'voucher.create',
  'voucher.activate',
  'voucher.deactivate',
  'order.refund',
  'user.grantCredits',
  'package.update',
  'package.create',
  'package.activate',
  'package.deactivate',
] as const;

export const voucherKinds = ['PACKAGE', 'DISCOUNT'] as const;
export type VoucherKind = (typeof voucherKinds)[number];

/** The most uses one voucher code may have, and the most codes one bulk creation makes. */
export const maxVoucherUses = 100_000;
export const maxBulkVouchers = 200;
/** Letters and digits of a generated code's random part (no 0/O, 1/I/L: read aloud or typed without doubt). */
export const voucherCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Characters of a generated code's random part: `PREFIX-XXXXXXXX`. */
export const voucherRandomLength = 8;

/** A voucher as the console lists it, with its use so far. Each learner may use a code up to `maxUsesPerUser` times. */
export const adminVoucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(voucherKinds),
  packageId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  /** A fixed discount instead: the amount off (major units) in each currency it is given in. */
  discountAmounts: z.record(z.string(), z.number()).nullable(),
  maxUses: z.number().int(),
  maxUsesPerUser: z.number().int(),
  usedCount: z.number().int(),
  expiresDate: z.string().nullable(),
  activated: z.boolean(),
  /** Activated, not expired and not used up: a learner can still redeem it. */
  usable: z.boolean(),
  createdDate: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

export const adminVoucherSortFields = ['createdDate', 'code', 'expiresDate', 'usedCount'] as const;

/** `GET /api/admin/vouchers?q&page&size&sort`: `q` matches any part of the code, any case. */
export const adminVoucherListQuerySchema = z.strictObject({
  q: z.string().trim().max(32).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(adminVoucherSortFields, 'createdDate,desc'),
});
export type AdminVoucherListQuery = z.output<typeof adminVoucherListQuerySchema>;

/**
 * What a voucher gives and its limits: a package (granted on activation) or a discount at
 * checkout, either a percentage or a fixed amount per currency (a cart in a currency the voucher
 * has no amount in cannot use it).
 */
const voucherTermsFields = {
  kind: z.enum(voucherKinds),
  packageId: rowIdSchema.nullable().default(null),
  discountPercent: z.number().int().min(1).max(100).nullable().default(null),
  discountAmounts: amountsByCurrencySchema.nullable().default(null),
  maxUses: z.number().int().min(1).max(maxVoucherUses),
  /** How many times one learner may use the code (1 unless said otherwise; at most `maxUses`). */
  maxUsesPerUser: z.number().int().min(1).max(maxVoucherUses).default(1),
  /** When the voucher stops working (an instant); null: never. */
  expiresDate: z.iso.datetime({ offset: true }).nullable().default(null),
};

type VoucherTerms = {
  kind: VoucherKind;
  packageId: number | null;
  discountPercent: number | null;
  discountAmounts: Record<string, number> | null;
  maxUses: number;
  maxUsesPerUser: number;
};

function checkVoucherShape(terms: VoucherTerms, context: z.RefinementCtx) {
  if (terms.kind === 'PACKAGE' && terms.packageId === null)
    context.addIssue({
      code: 'custom',
      path: ['packageId'],
      message: 'A package voucher names its package.',
    });
  if (terms.kind === 'DISCOUNT' && terms.discountPercent === null && terms.discountAmounts === null)
    context.addIssue({
      code: 'custom',
      path: ['discountPercent'],
      message: 'A discount voucher has a percentage from 1 to 100 or an amount per currency.',
    });
  if (terms.kind === 'DISCOUNT' && terms.discountPercent !== null && terms.discountAmounts !== null)
    context.addIssue({
      code: 'custom',
      path: ['discountAmounts'],
      message: 'A discount voucher has a percentage or amounts per currency, not both.',
    });
  if (terms.maxUsesPerUser > terms.maxUses)
    context.addIssue({
      code: 'custom',
      path: ['maxUsesPerUser'],
      message: 'Uses per learner cannot exceed the total uses.',
    });
}

/** A code's prefix in a bulk creation: the codes are `PREFIX-` and 8 random letters or digits. */
export const voucherPrefixSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, 'A prefix has 2 to 16 letters or digits.');

/**
 * `POST /api/admin/vouchers`: one code (`code`) or `count` codes with a prefix, all with the same
 * terms. A package voucher drops a discount and the other way round.
 */
export const adminVoucherCreateRequestSchema = z
  .discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('single'), code: voucherCodeSchema, ...voucherTermsFields }),
    z.strictObject({
      mode: z.literal('bulk'),
      prefix: voucherPrefixSchema,
      count: z.number().int().min(1).max(maxBulkVouchers),
      ...voucherTermsFields,
    }),
  ])
  .superRefine(checkVoucherShape)
  .transform((request) => ({
    ...request,
    packageId: request.kind === 'PACKAGE' ? request.packageId : null,
    discountPercent: request.kind === 'DISCOUNT' ? request.discountPercent : null,
    discountAmounts: request.kind === 'DISCOUNT' ? request.discountAmounts : null,
  }));
export type AdminVoucherCreateRequest = z.output<typeof adminVoucherCreateRequestSchema>;
/** What a client sends to create vouchers (defaults may be left out). */
export type AdminVoucherCreateInput = z.input<typeof adminVoucherCreateRequestSchema>;

export const adminVoucherParamsSchema = z.strictObject({ id: z.uuid() });

export const adminVoucherActions = ['activate', 'deactivate'] as const;
export type AdminVoucherAction = (typeof adminVoucherActions)[number];
export const adminVoucherActionRequestSchema = z.strictObject({ action: z.enum(adminVoucherActions) });

/** An order in the console: the learner's view of it plus whose it is. */
export const adminShopOrderSchema = orderSchema.extend({ userId: z.string(), userEmail: z.string() });
export type AdminShopOrder = z.infer<typeof adminShopOrderSchema>;

export const adminOrderSortFields = ['createdDate', 'total'] as const;

/** `GET /api/admin/shop/orders?q&status&page&size&sort`: `q` matches any part of the learner's e-mail. */
export const adminOrderListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(orderStatuses).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(adminOrderSortFields, 'createdDate,desc'),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderParamsSchema = z.strictObject({ id: z.uuid() });

/** Credits an admin may grant by hand (periods come with packs and vouchers). */
export const grantableCredits = ['ai_scoring', 'mock_exam', 'mock_score'] as const;
export const maxManualGrant = 10_000;

/** `POST /api/admin/users/{id}/credits`: credits given to a learner by hand, with the reason (audited). */
export const adminCreditGrantRequestSchema = z.strictObject({
  resource: z.enum(grantableCredits),
  amount: z.number().int().min(1).max(maxManualGrant),
  reason: z.string().trim().min(3).max(200),
});
export type AdminCreditGrantRequest = z.infer<typeof adminCreditGrantRequestSchema>;
