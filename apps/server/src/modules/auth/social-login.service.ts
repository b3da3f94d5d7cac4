import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { grantFreeTier, grantWelcomeAllowance } from '../entitlements/index.js';
import {
  findSignInState,
  findUserByEmail,
  findUserBySocial,
  insertUser,
  linkSocialIdentity,
} from './auth.repository.js';
import { sessionLifetimeSeconds } from './auth.service.js';
import { verifySocialToken } from './social-token.js';
import { signAccessToken } from '../../lib/tokens.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { acceptClassInvitations } from '../classes/index.js';

/**
 * Signs in with a Google ID token: the linked account, else the account with the same verified
 * e-mail (linking it), else a new active account with the free tier, the welcome allowance and
 * the classes its e-mail was invited to by a teacher's roster (as an activation gives).
 */
export async function logInWithSocial(deps: AppDeps, socialToken: string): Promise<string> {
  const identity = await verifySocialToken(deps, socialToken);
  const { userId, invited } = await deps.db.transaction(async (tx) => {
    const linked = await findUserBySocial(tx, 'google', identity.subject);
    if (linked) return { userId: linked.id, invited: null };
    const existing = await findUserByEmail(tx, identity.email);
    if (existing) {
      await linkSocialIdentity(tx, existing.id, identity.subject, deps.now());
      return { userId: existing.id, invited: null };
    }
    const created = await insertUser(tx, {
      email: identity.email,
      fullName: identity.name ?? identity.email.split('@')[0] ?? identity.email,
      activated: true,
      socialNetwork: 'google',
      socialSubject: identity.subject,
    });
    if (!created) throw new AppError('error.accountCreatedMeanwhile');
    await grantFreeTier(tx, created.id);
    await grantWelcomeAllowance(tx, created.id, deps.config.welcomeAiScorings);
    await insertProductEvents(tx, [
      { type: 'signup', userId: created.id, occurredAt: deps.now() },
      { type: 'activation', userId: created.id, occurredAt: deps.now() },
    ]);
    return { userId: created.id, invited: created };
  });
  if (invited) await acceptClassInvitations(deps, invited);
  const { tokenVersion, isLocked } = (await findSignInState(deps.db, userId)) ?? {};
  if (isLocked) throw new AppError('error.accountLocked');
  return signAccessToken(
    deps.config.appSecret,
    userId,
    sessionLifetimeSeconds.normal,
    deps.now(),
    tokenVersion ?? 0,
  );
}
