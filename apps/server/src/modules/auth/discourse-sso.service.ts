import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../user/index.js';
import { AppError } from '../../lib/app-error.js';
import { claimSsoNonce } from './auth.repository.js';
import { sessionLifetimeSeconds } from './auth.service.js';
import { signAccessToken } from '../../lib/tokens.js';

/** HMAC-SHA256 of a DiscourseConnect payload, hex. */
export function signSsoPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Answers a DiscourseConnect request for the signed-in user: checks the forum's signature,
 * that the nonce was never answered before (replays fail) and that the return URL belongs to
 * the configured forum, then returns the signed user payload as a redirect URL.
 */
export async function answerDiscourseSso(
  deps: AppDeps,
  user: UserRow,
  input: { sso: string; sig: string },
): Promise<{ accessToken: string; redirect: string }> {
  const discourse = deps.config.discourse;
  if (!discourse) throw new AppError('error.ssoInvalid');
  const expected = Buffer.from(signSsoPayload(discourse.secret, input.sso), 'hex');
  const given = Buffer.from(input.sig, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError('error.ssoInvalid');
  const request = new URLSearchParams(Buffer.from(input.sso, 'base64').toString('utf8'));
  const nonce = request.get('nonce');
  const returnUrl = request.get('return_sso_url');
  if (!nonce || !returnUrl || !isForumUrl(returnUrl, discourse.url)) throw new AppError('error.ssoInvalid');
  if (!(await claimSsoNonce(deps.db, nonce, user.id))) throw new AppError('error.ssoReplayed');
  const answer = new URLSearchParams({
    nonce,
    email: user.email,
    external_id: user.id,
    username: user.email.split('@')[0] ?? user.id,
    name: user.fullName,
    admin: String(user.roles.includes('ROLE_ADMIN')),
    require_activation: 'false',
  });
  if (user.avatarKey) answer.set('avatar_url', `${deps.config.publicUrl}/files/${user.avatarKey}`);
  const payload = Buffer.from(answer.toString(), 'utf8').toString('base64');
  const redirect = new URL(returnUrl);
  redirect.searchParams.set('sso', payload);
  redirect.searchParams.set('sig', signSsoPayload(discourse.secret, payload));
  const accessToken = await signAccessToken(
    deps.config.appSecret,
    user.id,
    sessionLifetimeSeconds.normal,
    deps.now(),
    user.tokenVersion,
  );
  return { accessToken, redirect: redirect.toString() };
}

function isForumUrl(candidate: string, forum: string): boolean {
  try {
    const url = new URL(candidate);
    const base = new URL(forum);
    return url.origin === base.origin;
  } catch {
    return false;
  }
}
