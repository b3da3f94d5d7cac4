import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyRole, type Role } from '@prepwise/contracts';
import { AppError } from '../lib/app-error.js';
import { verifyAccessToken, type AccessClaims } from '../lib/tokens.js';
import type { UserRow } from '../modules/user/user.repository.js';
import type { SharedState } from '../lib/shared-state.js';
import { createUserRowCache } from './user-row-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (or `app.authenticateOptional`). */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
    /**
     * `authenticate` for hot read-only routes: verified tokens and user rows are kept in memory
     * for {@link cachedUserTtlMs}, so a deactivated account loses these routes within that time.
     */
    authenticateCached: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * The one pre-handler of every admin route (`/api/admin/...`): `authenticate`, then the admin
     * role. 401 without a valid token, 403 (in the envelope) for anyone who is not an admin.
     */
    authenticateAdmin: (request: FastifyRequest) => Promise<void>;
    /** A teacher or an admin (their classes are then checked by the classes' own rights). */
    authenticateTeacher: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('error.http.401');
  return request.currentUser;
}

/**
 * Tells every process that a user's earlier tokens are revoked (sign-out everywhere, password
 * reset), so `authenticateCached` drops the user row it holds at once instead of after
 * {@link cachedUserTtlMs}: this process's at once, the others' through Redis (REDIS_URL). Best
 * effort: Redis failing to take the news leaves the others that short time limit.
 */
export async function notifyTokensRevoked(shared: SharedState, userId: string): Promise<void> {
  await shared.publish('user', userId).catch(() => {});
}

/** How long `authenticateCached` trusts a user row it has loaded. */
export const cachedUserTtlMs = 2000;
/**
 * From this age on, `authenticateCached` still uses the row it holds (within its trust) and reads
 * it again in the background, so a user active at least once a second never waits for the read.
 */
export const cachedUserRefreshMs = 1000;
const maxCachedTokens = 10_000;

export interface AuthPluginOptions {
  /**
   * Loads a user row by id (the user module's query, passed in by `app.ts`: this plugin sits
   * below the modules and has no queries of its own).
   */
  findUser: (userId: string) => Promise<UserRow | undefined>;
  /** Loads the user rows of these ids (those that exist), in one statement. */
  findUsers: (userIds: string[]) => Promise<UserRow[]>;
}

/**
 * Bearer authentication: verifies the token, then loads the user so a deleted, deactivated or
 * locked account loses access at once. Role checks follow the seed's rule (`hasAnyRole`).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('currentUser', null);

  async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('error.http.401');
    const claims = await cachedClaims(match[1], app.deps.now());
    const user = await options.findUser(claims.userId);
    if (!isUsable(user, claims)) throw new AppError('error.http.401');
    return user;
  }

  // Tokens that verified (never a failed one), until they expire: their claims cannot change, and
  // revocation is checked against the user row (token version), which `authenticate` always reads.
  // User rows are kept for a short time only by `authenticateCached`.
  const verified = new Map<string, AccessClaims>();
  const userRows = createUserRowCache<UserRow>({
    loadMany: options.findUsers,
    ttlMs: cachedUserTtlMs,
    refreshMs: cachedUserRefreshMs,
    maxEntries: maxCachedTokens,
  });

  function bounded<V>(map: Map<string, V>, key: string, value: V): void {
    map.set(key, value);
    if (map.size > maxCachedTokens) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
  }

  async function cachedClaims(token: string, now: Date): Promise<AccessClaims> {
    const known = verified.get(token);
    if (known && known.expiresAt * 1000 > now.getTime()) return known;
    verified.delete(token);
    const claims = await verifyAccessToken(app.deps.config.appSecret, token, now);
    bounded(verified, token, claims);
    return claims;
  }

  const forget = (userId: string) => {
    userRows.forget(userId);
  };
  const stopHearing = app.deps.shared.subscribe('user', forget);
  app.addHook('onClose', async () => stopHearing());

  app.decorate('authenticateCached', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new AppError('error.http.401');
    const claims = await cachedClaims(match[1], app.deps.now());
    const user = await userRows.get(claims.userId);
    if (!isUsable(user, claims)) throw new AppError('error.http.401');
    request.currentUser = user;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await loadUser(request);
    if (!user) throw new AppError('error.http.401');
    request.currentUser = user;
  });

  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    try {
      request.currentUser = await loadUser(request);
    } catch {
      request.currentUser = null;
    }
  });

  const requireRole =
    (...roles: Role[]) =>
    async (request: FastifyRequest) => {
      if (!hasAnyRole(userOf(request).roles, roles)) throw new AppError('error.http.403');
    };
  app.decorate('requireRole', requireRole);

  const requireAdminRole = requireRole('ROLE_ADMIN');
  app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    await requireAdminRole(request);
  });

  const requireTeacherRole = requireRole('ROLE_TEACHER', 'ROLE_ADMIN');
  app.decorate('authenticateTeacher', async (request: FastifyRequest) => {
    await app.authenticate(request);
    await requireTeacherRole(request);
  });
});

/**
 * Whether a token's user may act: the account exists, is activated and not locked, and the token
 * was issued since the last revocation (same token version).
 */
function isUsable(user: UserRow | undefined, claims: AccessClaims): user is UserRow {
  return Boolean(user?.activated && !user.lockedAt && user.tokenVersion === claims.tokenVersion);
}
