import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMockT } from '../lib/use-mock-t';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone and loses work (cancel). */
  isDanger?: boolean;
  isPending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Shown instead of the confirm button when the action cannot be done (say, a link to the shop). */
  replaceConfirm?: ReactNode;
}

/** Asks before an irreversible or paid mock action (finish, cancel, score); Escape or "Go back" closes it. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { mk } = useMockT();
  const { t } = useTranslation();
  const { opened, title, children, confirmLabel, isDanger, isPending, error, onConfirm, onClose } = props;
  const { replaceConfirm } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {mk('confirm.back')}
          </Button>
          {replaceConfirm ?? (
            <Button
              color={isDanger ? 'red' : undefined}
              loading={isPending}
              onClick={onConfirm}
              data-autofocus
            >
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
