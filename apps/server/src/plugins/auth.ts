import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { hasAnyRole, type Role } from '@prepwise/contracts';
import { AppError } from '../lib/app-error.js';
import { users } from '../db/schema.js';
import { verifyAccessToken } from '../modules/auth/tokens.js';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` (or `app.authenticateOptional`). */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('error.http.401');
  return request.currentUser;
}

/**
 * Bearer authentication: verifies the token, then loads the user so a deleted or deactivated
 * account loses access at once. Role checks follow the seed's rule (`hasAnyRole`).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);

  async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('error.http.401');
    const claims = await verifyAccessToken(app.deps.config.appSecret, match[1], app.deps.now());
    const [user] = await app.deps.db.select().from(users).where(eq(users.id, claims.userId));
    if (!user?.activated) throw new AppError('error.http.401');
    return user;
  }

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

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!hasAnyRole(userOf(request).roles, roles)) throw new AppError('error.http.403');
  });
});
