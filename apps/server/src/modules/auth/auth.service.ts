import { resetKeyTtlHours, activationKeyTtlHours, type Language } from '@prepwise/contracts';
import type { z } from 'zod';
import type { loginRequestSchema, signupRequestSchema } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { queueMail, type QueueMailInput } from '../../mail/mail.service.js';
import type { Executor } from '../../db/client.js';
import { grantFreeTier, grantWelcomeAllowance } from '../entitlements/index.js';
import {
  activateUser,
  clearLoginFailures,
  consumeUserKey,
  countLoginFailures,
  findUserByEmail,
  insertUser,
  insertUserKey,
  recordLoginFailure,
  resetPassword,
  revokeTokens,
} from './auth.repository.js';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords.js';
import { createEmailKey, hashEmailKey, signAccessToken } from '../../lib/tokens.js';
import { verifySocialToken } from './social-token.js';
import { notifyTokensRevoked } from '../../plugins/auth.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { acceptClassInvitations } from '../classes/index.js';
import { findUserById } from '../user/index.js';

const hour = 3_600_000;
const lockWindowMs = 15 * 60_000;
export const sessionLifetimeSeconds = { normal: 24 * 3600, remembered: 30 * 24 * 3600 };

/**
 * Signs in with e-mail and password. Wrong e-mail and wrong password answer the same; an
 * account with too many recent failures is locked for 15 minutes (429), across processes.
 */
export async function logIn(deps: AppDeps, input: z.output<typeof loginRequestSchema>): Promise<string> {
  const now = deps.now();
  const failures = await countLoginFailures(deps.db, input.email, new Date(now.getTime() - lockWindowMs));
  if (failures >= deps.config.accountLockFailures) throw new AppError('error.http.429');
  const user = await findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), input.password);
  if (!user || !user.passwordHash || !valid) {
    await recordLoginFailure(deps.db, input.email, now);
    throw new AppError('error.badCredentials');
  }
  if (!user.activated) throw new AppError('error.notActivated');
  if (user.lockedAt) throw new AppError('error.accountLocked');
  await clearLoginFailures(deps.db, input.email);
  const lifetime = input.rememberMe ? sessionLifetimeSeconds.remembered : sessionLifetimeSeconds.normal;
  return signAccessToken(deps.config.appSecret, user.id, lifetime, now, user.tokenVersion);
}

/** Signs out everywhere: every token issued so far stops working. */
export async function logOutEverywhere(deps: AppDeps, userId: string): Promise<void> {
  await revokeTokens(deps.db, userId, deps.now());
  await notifyTokensRevoked(deps.shared, userId);
}

/**
 * Creates an account. With a verified social token the account is active at once (with the
 * welcome allowance and its roster invitations, as an activation gives); otherwise an
 * activation e-mail is queued. The user, its key and its free tier are one transaction. A
 * registered address (without a social token) answers the same as a new one and stores nothing;
 * its owner gets an e-mail instead (`mailExistingOwner`).
 */
export async function signUp(deps: AppDeps, input: z.output<typeof signupRequestSchema>): Promise<void> {
  const social =
    input.socialNetwork && input.socialToken ? await verifySocialToken(deps, input.socialToken) : null;
  if (social && social.email !== input.email) throw new AppError('error.socialTokenInvalid');
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const key = createEmailKey();
  const language: Language = input.langKey ?? 'en';
  const created = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      fullName: input.fullName,
      phonenumber: input.phonenumber,
      nationality: input.nationality,
      langKey: language,
      activated: Boolean(social),
      socialNetwork: social ? 'google' : null,
      socialSubject: social?.subject ?? null,
    });
    // A verified social token proves the address is the requester's, so saying it is taken
    // tells no one anything new; otherwise the answer is the same as for a new address.
    if (!user && social) throw new AppError('error.emailExists');
    if (!user) return null;
    await grantFreeTier(tx, user.id);
    if (social) await grantWelcomeAllowance(tx, user.id, deps.config.welcomeAiScorings);
    const at = deps.now();
    await insertProductEvents(tx, [
      { type: 'signup', userId: user.id, occurredAt: at },
      ...(social ? [{ type: 'activation' as const, userId: user.id, occurredAt: at }] : []),
    ]);
    if (!social) {
      await insertUserKey(tx, {
        userId: user.id,
        kind: 'activation',
        keyHash: hashEmailKey(key),
        expiresAt: new Date(deps.now().getTime() + activationKeyTtlHours * hour),
      });
    }
    return user;
  });
  if (social) {
    // Active at once, as an activation makes it: into the classes its e-mail was invited to.
    if (created) await acceptClassInvitations(deps, created);
    return;
  }
  if (!created) {
    await mailExistingOwner(deps, input.email);
    return;
  }
  await queueMail(deps.db, deps.jobs, {
    template: 'activation',
    to: created.email,
    language,
    name: created.fullName,
    link: `${deps.config.publicUrl}/platform/auth/activate?key=${key}`,
  });
}

/**
 * Activates the account of a live activation key (single use); then the account joins the
 * classes its e-mail was invited to by a teacher's roster.
 */
export async function activateAccount(deps: AppDeps, key: string): Promise<void> {
  const userId = await deps.db.transaction(async (tx) => {
    const owner = await consumeUserKey(tx, 'activation', hashEmailKey(key), deps.now());
    if (!owner) throw new AppError('error.activationKeyInvalid');
    await activateUser(tx, owner, deps.now());
    await grantWelcomeAllowance(tx, owner, deps.config.welcomeAiScorings);
    await insertProductEvents(tx, [{ type: 'activation', userId: owner, occurredAt: deps.now() }]);
    return owner;
  });
  const user = await findUserById(deps.db, userId);
  if (user) await acceptClassInvitations(deps, user);
}

/**
 * Starts a password reset: e-mails a single-use link valid 24 h to an existing account. Unknown
 * e-mails get exactly the same answer and the same work (a mail saying there is no account), so
 * neither the answer nor its timing reveals who has an account.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    await queueMail(deps.db, deps.jobs, await storeResetKey(deps, deps.db, user));
    return;
  }
  // The same work as for an account (a key made and hashed, a mail recorded and queued), so the
  // answer's timing does not tell whether the address is registered; the mail says there is none.
  hashEmailKey(createEmailKey());
  await queueMail(deps.db, deps.jobs, {
    template: 'resetNoAccount',
    to: email,
    language: 'en',
    name: email,
    link: `${deps.config.publicUrl}/platform/auth/register`,
  });
}

/**
 * A sign-up with a registered address answers like any other (no account enumeration); the
 * address's owner is told by e-mail, with the way to a new password.
 */
async function mailExistingOwner(deps: AppDeps, email: string): Promise<void> {
  const owner = await findUserByEmail(deps.db, email);
  if (!owner) return;
  await queueMail(deps.db, deps.jobs, {
    template: 'signupExisting',
    to: owner.email,
    language: owner.langKey as Language,
    name: owner.fullName,
    link: `${deps.config.publicUrl}/platform/auth/reset/init`,
  });
}

/**
 * Stores a new single-use reset key (valid 24 h) for an account, in the caller's transaction
 * when `db` is one, and returns the e-mail carrying its link, to queue (`queueMail`) after the
 * commit. Also used by the admin console's "send reset link".
 */
export async function storeResetKey(
  deps: AppDeps,
  db: Executor,
  user: { id: string; email: string; fullName: string; langKey: string },
): Promise<QueueMailInput> {
  const key = createEmailKey();
  await insertUserKey(db, {
    userId: user.id,
    kind: 'reset',
    keyHash: hashEmailKey(key),
    expiresAt: new Date(deps.now().getTime() + resetKeyTtlHours * hour),
  });
  return {
    template: 'reset',
    to: user.email,
    language: user.langKey as Language,
    name: user.fullName,
    link: `${deps.config.publicUrl}/platform/auth/reset/finish?key=${key}`,
  };
}

/** Sets a new password with a live reset key (single use); also activates and unlocks the account. */
export async function finishPasswordReset(deps: AppDeps, key: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const keyOwner = await consumeUserKey(tx, 'reset', hashEmailKey(key), deps.now());
    if (!keyOwner) throw new AppError('error.resetKeyInvalid');
    const email = await resetPassword(tx, keyOwner, passwordHash, deps.now());
    if (email) await clearLoginFailures(tx, email);
    return keyOwner;
  });
  await notifyTokensRevoked(deps.shared, userId);
}
