import type { z } from 'zod';
import type { profileUpdateSchema } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import { isOwnAvatar, markFirstLogin, updateUserProfile, type UserRow } from './user.repository.js';

/**
 * Changes one's own profile. Another user's id is simply not found (404). An avatar key must be
 * a file this user uploaded as an avatar.
 */
export async function updateProfile(
  deps: AppDeps,
  me: UserRow,
  id: string,
  change: z.output<typeof profileUpdateSchema>,
): Promise<UserRow> {
  if (id !== me.id) throw new AppError('error.http.404');
  if (change.avatarKey && !(await isOwnAvatar(deps.db, me.id, change.avatarKey)))
    throw new AppError('error.validation', 'The avatar was not uploaded.', [
      { field: 'avatarKey', message: 'The avatar was not uploaded.' },
    ]);
  const row = await updateUserProfile(
    deps.db,
    me.id,
    {
      ...(change.fullName !== undefined ? { fullName: change.fullName } : {}),
      ...(change.phonenumber !== undefined ? { phonenumber: change.phonenumber } : {}),
      ...(change.avatarKey !== undefined ? { avatarKey: change.avatarKey } : {}),
      ...(change.langKey !== undefined ? { langKey: change.langKey } : {}),
      ...(change.currency !== undefined ? { currency: change.currency } : {}),
    },
    deps.now(),
  );
  return found(row);
}

/**
 * Records the first sign-in (`POST /api/first-login`); true only the first time, so the web
 * shows its welcome popup once. The e-mail must be the signed-in user's own.
 */
export async function recordFirstLogin(deps: AppDeps, me: UserRow, email: string): Promise<boolean> {
  if (email !== me.email) throw new AppError('error.http.404');
  return markFirstLogin(deps.db, me.id, deps.now());
}
