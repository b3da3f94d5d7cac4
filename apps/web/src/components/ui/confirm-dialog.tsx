import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-error-text';
import { useOpenedOnce } from '../../lib/use-opened-once';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the change does. */
  body: string;
  cancel: string;
  confirm: string;
  /** The confirm button's colour ('red' when the change takes something away). */
  color?: string;
  /** The change's state: the confirm button loads while it is sent, a failure is said above the buttons. */
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onConfirm: () => void;
}

/** The dialog that asks before a change is made, and says why it failed while staying open. */
export function ConfirmDialog({ mutation, ...props }: ConfirmDialogProps) {
  const { t } = useTranslation();
  // Built when first asked for, not with the page (see useOpenedOnce).
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
    >
      <Text mb="md">{props.body}</Text>
      {mutation.isError && (
        <Text c="red" size="sm" mb="md" role="alert">
          {apiErrorText(mutation.error)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {props.cancel}
        </Button>
        <Button color={props.color} loading={mutation.isPending} onClick={props.onConfirm}>
          {props.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
