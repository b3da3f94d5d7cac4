import { z } from 'zod';
import { commonPasswords } from './common-passwords.js';
import { validationMessages as m } from './messages.js';

/** Login e-mail (docs/product.md §5): required, 5-50 characters, lower-cased before sending. */
export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .min(5, m.emailMin)
  .max(50, { error: m.emailMax, abort: true })
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

/**
 * The password typed to sign in (docs/product.md §5): required, 4-50 characters. Deliberately not the
 * policy for new passwords, so accounts made before it (and the demo accounts) still sign in.
 */
export const loginPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(4, m.passwordMin)
  .max(50, m.passwordMax);

/**
 * A new password (sign-up, reset, any change): 8-50 characters and not one of the most common
 * passwords (`commonPasswords`, compared without case), as NIST SP 800-63B advises.
 */
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(8, { error: m.passwordTooShort, abort: true })
  .max(50, { error: m.passwordMax, abort: true })
  .refine((password) => !commonPasswords.has(password.toLowerCase()), m.passwordCommon);

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const accessTokenSchema = z.object({ accessToken: z.string() });
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const socialNetworks = ['google'] as const;
export const socialNetworkSchema = z.enum(socialNetworks);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** Sign-up fields (docs/product.md §3). With a socialNetwork and socialToken the password may be omitted. */
export const signupRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: passwordSchema.optional(),
    fullName: z
      .string({ error: m.fullNameRequired })
      .trim()
      .min(1, m.fullNameRequired)
      .max(100, m.fullNameMax),
    phonenumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, m.phoneInvalid)
      .optional()
      .nullable()
      .or(z.literal('').transform(() => null))
      .transform((value) => value || null),
    nationality: optionalText(60, m.nationalityMax),
    socialNetwork: socialNetworkSchema.optional().nullable(),
    socialToken: z.string().max(4096).optional().nullable(),
    langKey: z.enum(['en', 'vi', 'de']).optional(),
  })
  .refine((body) => body.password !== undefined || (body.socialNetwork && body.socialToken), {
    message: m.passwordRequired,
    path: ['password'],
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const socialLoginRequestSchema = z.strictObject({
  socialNetwork: socialNetworkSchema,
  socialToken: z.string().min(1).max(4096),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** `GET /auth/providers`: the other ways to sign in that this server is configured for (public). */
export const signInProvidersSchema = z.object({
  /** Google Identity Services client id, when Google sign-in is configured. */
  google: z.object({ clientId: z.string() }).nullable(),
  /** The Discourse forum that signs its users in through this platform (DiscourseConnect). */
  discourse: z.object({ url: z.string() }).nullable(),
});
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

export const activationKeySchema = z
  .string()
  .trim()
  .min(10)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
export const activateQuerySchema = z.strictObject({ key: activationKeySchema });

export const resetInitRequestSchema = z.strictObject({ email: emailSchema });
export const resetFinishParamsSchema = z.strictObject({ key: activationKeySchema });
export const resetFinishRequestSchema = z.strictObject({ password: passwordSchema });

export const firstLoginRequestSchema = z.strictObject({ email: emailSchema });

/** DiscourseConnect: the forum sends `sso` (base64 payload) and `sig` (hex HMAC-SHA256 of sso). */
export const discourseSsoRequestSchema = z.strictObject({
  sso: z.string().min(1).max(4096),
  sig: z.string().regex(/^[0-9a-f]{64}$/i),
});
export const discourseSsoResponseSchema = z.object({ accessToken: z.string(), redirect: z.string() });
export type DiscourseSsoResponse = z.infer<typeof discourseSsoResponseSchema>;
