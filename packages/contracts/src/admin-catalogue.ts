import { z } from 'zod';
import { rowIdParamSchema, rowIdSchema } from './ids.js';
import { packageSchema } from './marketplace.js';
import { priceInputSchema } from './money.js';
import { pageQueryFields, sortQuerySchema } from './paging.js';

/**
 * The three shapes of the catalogue, all rows of one table: a combo bundles other packs or
 * products (it names them in `comboMemberIds`), a pack is a subscription, a product is the rest.
 */
export const packageKinds = ['pack', 'product', 'combo'] as const;
export type PackageKind = (typeof packageKinds)[number];

export function packageKindOf(row: {
  isSubsciption: boolean;
  comboMemberIds: readonly number[];
}): PackageKind {
  if (row.comboMemberIds.length > 0) return 'combo';
  return row.isSubsciption ? 'pack' : 'product';
}

/** The highest price, in dollars, an admin may set (a typo guard, far above the seed's $199). */
export const maxPackageCost = 100_000;
export const maxSubscriptionDays = 3650;
/** The most AI scoring, mock tests or daily requests one package may give. */
export const maxPackageCount = 100_000;
export const maxComboMembers = 10;

/** Integer cents from dollars with at most two decimals (the database keeps cents). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const dollarsSchema = z
  .number()
  .min(0, 'A price cannot be negative.')
  .max(maxPackageCost)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'A price has at most two decimals.',
  );

const countSchema = z.number().int().min(0).max(maxPackageCount).default(0);
const optionalText = z.string().trim().min(1).max(200).nullable().default(null);
const linkSchema = z
  .url({ protocol: /^https?$/, error: 'A link starts with http:// or https://.' })
  .max(500)
  .nullable()
  .default(null);

/** A package as the console lists and edits it: the learner's view plus its kind and combo members. */
export const adminPackageSchema = packageSchema.extend({
  kind: z.enum(packageKinds),
  comboMemberIds: z.array(z.number().int()),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

/**
 * `POST /api/admin/packages` and `PUT /api/admin/packages/{id}`: every field of the seed's
 * package (money in dollars). Only a subscription has days and daily quotas; a crossed-out old
 * price is above the price; a package gives something; a combo names two or more members (the
 * server checks that they exist and are not combos themselves).
 */
export const adminPackageRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(1000).default(''),
    cost: dollarsSchema,
    oldCost: dollarsSchema.nullable().default(null),
    isSubsciption: z.boolean().default(false),
    subscriptionDays: z.number().int().min(0).max(maxSubscriptionDays).default(0),
    subscriptionAiScoring: countSchema,
    subscriptionPronunciation: z.number().int().min(0).max(maxSubscriptionDays).default(0),
    numberAiScoring: countSchema,
    numberExamMock: countSchema,
    numberScoreMock: countSchema,
    fullQuestionBank: z.boolean().default(false),
    linkImage: linkSchema,
    linkYoutube: linkSchema,
    productId: optionalText,
    priceId: optionalText,
    showed: z.boolean().default(true),
    activated: z.boolean().default(true),
    scoreTrial: z.boolean().default(false),
    isDiscount: z.boolean().default(false),
    /** A class plan: sold to teachers, its credits go to their class wallet. */
    forClasses: z.boolean().default(false),
    comboMemberIds: z
      .array(rowIdSchema)
      .max(maxComboMembers)
      .refine((ids) => new Set(ids).size === ids.length, 'A combo names each member once.')
      .default([]),
    /**
     * Its prices in other currencies (VND...), replacing the ones it had; left out, they stay as
     * they are. The US dollar price is `cost` and `oldCost`: a USD entry (the form sends back
     * what it read) is not read.
     */
    prices: z.array(priceInputSchema).max(20).optional(),
  })
  .superRefine((request, context) => {
    const issue = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (request.isSubsciption && request.subscriptionDays < 1)
      issue('subscriptionDays', 'A subscription lasts at least one day.');
    if (!request.isSubsciption) {
      for (const field of ['subscriptionDays', 'subscriptionAiScoring', 'subscriptionPronunciation'] as const)
        if (request[field] > 0) issue(field, 'Only a subscription has days and daily quotas.');
    }
    if (request.oldCost !== null && request.oldCost <= request.cost)
      issue('oldCost', 'The old price is above the price.');
    // A "Sale" badge names the price it is reduced from, so a sale needs one.
    if (request.isDiscount && request.oldCost === null)
      issue('oldCost', 'A sale shows the price it is reduced from: enter the old price.');
    const gives =
      request.isSubsciption ||
      request.fullQuestionBank ||
      request.numberAiScoring > 0 ||
      request.numberExamMock > 0 ||
      request.numberScoreMock > 0;
    if (!gives) issue('numberAiScoring', 'A package gives a subscription, AI scoring or mock tests.');
    if (request.comboMemberIds.length === 1)
      issue('comboMemberIds', 'A combo bundles at least two packs or products.');
    const currencies = (request.prices ?? []).map((price) => price.currency);
    if (new Set(currencies).size !== currencies.length)
      issue('prices', 'A package has one price per currency.');
    for (const price of request.prices ?? []) {
      if (price.oldAmount !== null && price.oldAmount <= price.amount)
        issue('prices', 'The old price is above the price.');
    }
  });
export type AdminPackageRequest = z.output<typeof adminPackageRequestSchema>;
/** What the console's form sends (defaults may be left out). */
export type AdminPackageInput = z.input<typeof adminPackageRequestSchema>;

export const adminPackageSortFields = ['id', 'name', 'cost'] as const;

/** `GET /api/admin/packages?q&kind&page&size&sort`: `q` matches any part of the name, any case. */
export const adminPackageListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(packageKinds).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(adminPackageSortFields, 'id,asc'),
});
export type AdminPackageListQuery = z.output<typeof adminPackageListQuerySchema>;

export const adminPackageParamsSchema = z.strictObject({ id: rowIdParamSchema });

export const adminPackageActions = ['activate', 'deactivate'] as const;
export type AdminPackageAction = (typeof adminPackageActions)[number];
export const adminPackageActionRequestSchema = z.strictObject({ action: z.enum(adminPackageActions) });
