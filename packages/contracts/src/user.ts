import { z } from 'zod';
import { roleSchema } from './roles.js';
import { validationMessages as m } from './messages.js';
import { languages } from './constants.js';
import { currencySchema } from './money.js';

export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phonenumber: z.string().nullable(),
  nationality: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  langKey: languageSchema,
  /** The currency prices are shown and paid in (chosen, else the language's: VND for vi). */
  currency: z.string().optional(),
  activated: z.boolean(),
  roles: z.array(roleSchema),
  createdDate: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Session data (docs/product.md §3): isAdmin and the user. */
export const sessionSchema = z.object({ isAdmin: z.boolean(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

/** Profile change (`POST /user/{id}`): display name, phone, avatar (an uploaded file key), language. */
export const profileUpdateSchema = z.strictObject({
  fullName: z.string().trim().min(1, m.fullNameRequired).max(100, m.fullNameMax).optional(),
  phonenumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, m.phoneInvalid)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  avatarKey: z
    .string()
    .regex(/^avatars\/[A-Za-z0-9/_.-]+$/)
    .nullable()
    .optional(),
  langKey: languageSchema.optional(),
  currency: currencySchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export const userIdParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * Access control (`GET /user/access-control`), computed from the entitlement ledger.
 * numberAiScoring is the seed's remaining AI scoring count (purchased credits plus today's
 * subscription quota left).
 */
export const accessControlSchema = z.object({
  numberAiScoring: z.number().int().nonnegative(),
  purchasedAiScoring: z.number().int().nonnegative(),
  /** AI scorings the account got as its welcome gift at activation (0 when none was given). */
  welcomeAiScoring: z.number().int().nonnegative(),
  dailyAiScoringLeft: z.number().int().nonnegative(),
  numberExamMock: z.number().int().nonnegative(),
  numberScoreMock: z.number().int().nonnegative(),
  freeRandomMockLeft: z.number().int().nonnegative(),
  subscriptionEnd: z.string().nullable(),
  subscriptionPronunciationEnd: z.string().nullable(),
  fullQuestionBank: z.boolean(),
  roles: z.array(roleSchema),
});
export type AccessControl = z.infer<typeof accessControlSchema>;
