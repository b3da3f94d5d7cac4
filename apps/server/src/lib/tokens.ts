import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from './app-error.js';

const issuer = 'prepwise';
const audience = 'prepwise-api';

export interface AccessClaims {
  userId: string;
  /** When the token expires (epoch seconds); tokens without one are refused. */
  expiresAt: number;
  /** The user's token version when it was issued; a later version revokes it. */
  tokenVersion: number;
}

/** Signs a bearer access token (HS256) for a user. */
export async function signAccessToken(
  secret: string,
  userId: string,
  lifetimeSeconds: number,
  now: Date,
  tokenVersion = 0,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(secretKey(secret));
}

/**
 * Verifies a bearer token: HS256 only (so `alg: none` and key-confusion tokens fail), our issuer
 * and audience, not expired. Throws 401 otherwise.
 */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: ['HS256'],
      issuer,
      audience,
      currentDate: now,
    });
    if (!payload.sub || !/^[0-9a-f-]{36}$/i.test(payload.sub)) throw new AppError('error.http.401');
    if (typeof payload.exp !== 'number') throw new AppError('error.http.401');
    const tokenVersion = payload.ver ?? 0;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion))
      throw new AppError('error.http.401');
    return { userId: payload.sub, expiresAt: payload.exp, tokenVersion };
  } catch (error) {
    if (error instanceof AppError || error instanceof joseErrors.JOSEError || error instanceof TypeError) {
      throw new AppError('error.http.401');
    }
    throw error;
  }
}

const keys = new Map<string, KeyObject>();

/** The HMAC key for a secret, made once (jose imports a raw key on every call otherwise). */
function secretKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(createHash('sha256').update(`access-token:${secret}`).digest());
    keys.set(secret, key);
  }
  return key;
}

/** A new single-use key for e-mailed links (256 bits, URL-safe). */
export function createEmailKey(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an e-mailed key: its SHA-256, so a database leak does not leak live links. */
export function hashEmailKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
