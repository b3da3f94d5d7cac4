import type { ReactNode } from 'react';
import type { AdminUser, AdminUserAction } from '@prepwise/contracts';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminUsersKey, applyAdminUserAction } from '../api/admin-users-api';
import { useAdminT } from '../lib/use-admin-t';
import { ConfirmButton } from './confirm-button';

/** Actions that take something away: their confirm button is red. */
const isTakingAway = (action: AdminUserAction) =>
  ['lock', 'deactivate', 'revokeAdmin', 'revokeTeacher'].includes(action);

interface UserActionButtonProps {
  user: AdminUser;
  action: AdminUserAction;
  icon: ReactNode;
  disabled?: boolean;
}

/**
 * One console action on an account, after a dialog saying what it does. On success the account,
 * the lists and the audit log are loaded again (the server wrote the audit entry with the change).
 */
export function UserActionButton({ user, action, icon, disabled = false }: UserActionButtonProps) {
  const { at } = useAdminT();
  return (
    <ConfirmButton
      text={at(`action.${action}.button`)}
      size="sm"
      icon={icon}
      disabled={disabled}
      isTakingAway={isTakingAway(action)}
      title={at(`action.${action}.title`)}
      body={at(`action.${action}.text`, { name: user.fullName, email: user.email })}
      cancel={at('action.cancel')}
      confirm={at(`action.${action}.confirm`)}
      run={() => applyAdminUserAction(user.id, action)}
      refresh={[adminUsersKey, adminAuditKey]}
    />
  );
}
