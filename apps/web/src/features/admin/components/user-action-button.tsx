import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminUser, AdminUserAction } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminUsersKey, applyAdminUserAction } from '../api/admin-users-api';
import { useAdminT } from '../lib/use-admin-t';

/** Actions that take something away: their confirm button is red. */
const isTakingAway = (action: AdminUserAction) => ['lock', 'deactivate', 'revokeAdmin'].includes(action);

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
  const { at, t } = useAdminT();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const mutation = useMutation({
    mutationFn: () => applyAdminUserAction(user.id, action),
    onSuccess: async () => {
      close();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
    },
  });
  const handleOpen = () => {
    mutation.reset();
    open();
  };
  return (
    <>
      <Button
        size="sm"
        variant={isTakingAway(action) ? 'outline' : 'light'}
        color={isTakingAway(action) ? 'red' : undefined}
        leftSection={icon}
        disabled={disabled}
        onClick={handleOpen}
      >
        {at(`action.${action}.button`)}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={isOpen}
        onClose={close}
        title={at(`action.${action}.title`)}
        centered
      >
        <Text mb="md">{at(`action.${action}.text`, { name: user.fullName, email: user.email })}</Text>
        {mutation.isError && (
          <Text c="red" size="sm" mb="md" role="alert">
            {apiErrorText(mutation.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {at('action.cancel')}
          </Button>
          <Button
            color={isTakingAway(action) ? 'red' : undefined}
            loading={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {at(`action.${action}.confirm`)}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
