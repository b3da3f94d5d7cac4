import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

export interface SocialIdentity {
  subject: string;
  email: string;
  name: string | null;
}

// Per process, also with several of them: public keys that jose fetches and refreshes itself.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Google ID token against the configured JWKS (RS256), issuer and audience (our
 * client id), and requires a verified e-mail. Throws 401 for any invalid token.
 */
export async function verifySocialToken(deps: AppDeps, token: string): Promise<SocialIdentity> {
  const google = deps.config.google;
  if (!google) throw new AppError('error.socialNotConfigured');
  let keySet = keySets.get(google.jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5000 });
    keySets.set(google.jwksUrl, keySet);
  }
  try {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: ['RS256'],
      issuer: google.issuers,
      audience: google.clientId,
      currentDate: deps.now(),
    });
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined;
    if (!payload.sub || !email || payload.email_verified !== true)
      throw new AppError('error.socialTokenInvalid');
    return { subject: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : null };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
      throw new AppError('error.socialTokenInvalid');
    throw error;
  }
}
