import { adminSelfRefusedActions, type AdminUserAction, type Role } from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import type { AccessChange } from './admin-users.repository.js';

/** The part of an account an access change reads and the audit log records before and after. */
export interface AccessState {
  roles: string[];
  activated: boolean;
  lockedAt: Date | null;
}

/** What an access action writes: the columns, and whether the account's tokens stop working. */
export interface PlannedAccessChange {
  change: AccessChange;
  revokesTokens: boolean;
}

/**
 * The columns an access action changes on an account in `state`, or null when the account is
 * already so (nothing to write, nothing to audit). Locking and deactivating revoke the account's
 * tokens, so a signed-in learner is out at once. Throws `error.adminSelf` for an action an admin
 * may not take on their own account (lock, deactivate, revoke admin).
 */
export function planAccessChange(
  action: Exclude<AdminUserAction, 'sendPasswordReset'>,
  state: AccessState,
  options: { isSelf: boolean; now: Date },
): PlannedAccessChange | null {
  if (options.isSelf && adminSelfRefusedActions.includes(action)) throw new AppError('error.adminSelf');
  const isAdmin = state.roles.includes('ROLE_ADMIN');
  switch (action) {
    case 'lock':
      return state.lockedAt ? null : { change: { lockedAt: options.now }, revokesTokens: true };
    case 'unlock':
      return state.lockedAt ? { change: { lockedAt: null }, revokesTokens: false } : null;
    case 'activate':
      return state.activated ? null : { change: { activated: true }, revokesTokens: false };
    case 'deactivate':
      return state.activated ? { change: { activated: false }, revokesTokens: true } : null;
    case 'grantAdmin':
      return isAdmin
        ? null
        : { change: { roles: [...state.roles, 'ROLE_ADMIN'] as Role[] }, revokesTokens: false };
    case 'revokeAdmin':
      return isAdmin
        ? {
            change: { roles: state.roles.filter((role) => role !== 'ROLE_ADMIN') as Role[] },
            revokesTokens: false,
          }
        : null;
    case 'grantTeacher':
      return state.roles.includes('ROLE_TEACHER')
        ? null
        : { change: { roles: [...state.roles, 'ROLE_TEACHER'] as Role[] }, revokesTokens: false };
    case 'revokeTeacher':
      return state.roles.includes('ROLE_TEACHER')
        ? {
            change: { roles: state.roles.filter((role) => role !== 'ROLE_TEACHER') as Role[] },
            revokesTokens: false,
          }
        : null;
  }
}

/** The audit log's picture of an account's access: roles, activation, lock. */
export function auditStateOf(state: AccessState): Record<string, unknown> {
  return {
    roles: [...state.roles].sort(),
    activated: state.activated,
    locked: state.lockedAt !== null,
  };
}
