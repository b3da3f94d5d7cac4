import type { Role } from '@prepwise/contracts';
import { users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { signAccessToken } from '../src/modules/auth/tokens.js';
import { grantFreeTier } from '../src/modules/entitlements/entitlements.service.js';
import type { TestContext } from './test-context.js';

let sequence = 0;

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Inserts an activated user with the free tier and returns a bearer token for it. */
export async function buildUser(
  context: TestContext,
  overrides: {
    email?: string;
    password?: string;
    roles?: Role[];
    activated?: boolean;
    fullName?: string;
  } = {},
): Promise<BuiltUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const [row] = await context.deps.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      fullName: overrides.fullName ?? `User ${sequence}`,
      activated: overrides.activated ?? true,
      roles: overrides.roles ?? ['ROLE_USER', 'ROLE_FREE_MEMBER'],
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  await grantFreeTier(context.deps.db, row.id);
  const token = await signAccessToken(context.config.appSecret, row.id, 3600, context.deps.now());
  return { id: row.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}
