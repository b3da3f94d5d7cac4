import { Button, type MantineSize } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface ConfirmButtonProps {
  /** The button's text, and its accessible name when that must say more (which account, which order). */
  text: string;
  label?: string;
  size: MantineSize;
  icon?: ReactNode;
  disabled?: boolean;
  /** Whether the change takes something away: the buttons are red. */
  isTakingAway: boolean;
  /** The dialog: what the change does, and its two buttons. */
  title: string;
  body: string;
  cancel: string;
  confirm: string;
  /** Sends the change (the server's success text is the toast). */
  run: () => Promise<unknown>;
  /** The queries to load again once the change is made. */
  refresh: readonly QueryKey[];
}

/**
 * A console change made only after a dialog saying what it does: the confirm button shows it is
 * loading while the change is sent; on success the dialog closes and `refresh` is loaded again;
 * a failure is said in the dialog, which stays open.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const mutation = useMutation({
    mutationFn: props.run,
    onSuccess: async () => {
      close();
      await Promise.all(props.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const handleOpen = () => {
    mutation.reset();
    open();
  };
  const color = props.isTakingAway ? 'red' : undefined;
  return (
    <>
      <Button
        size={props.size}
        variant={props.isTakingAway ? 'outline' : 'light'}
        color={color}
        leftSection={props.icon}
        disabled={props.disabled}
        onClick={handleOpen}
        aria-label={props.label}
      >
        {props.text}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        onClose={close}
        title={props.title}
        body={props.body}
        cancel={props.cancel}
        confirm={props.confirm}
        color={color}
        mutation={mutation}
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
