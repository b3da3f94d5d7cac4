import { Button } from '@mantine/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminAuditKey } from '../api/admin-audit-api';

export type ActivationAction = 'activate' | 'deactivate';

interface ActivationToggleProps {
  /** Whether the thing is active now: the button offers the other state. */
  isActive: boolean;
  /** Sends the change (the server audits it and says so in a toast). */
  apply: (action: ActivationAction) => Promise<unknown>;
  /** The list the thing is in, loaded again after the change with the audit log. */
  listKey: QueryKey;
  /** The button's text for the action it offers. */
  text: (action: ActivationAction) => string;
  /** The button's accessible name: the action and which thing. */
  label: (action: ActivationAction) => string;
}

/**
 * The console's activate / deactivate button of a question, a package or a voucher: deactivating
 * is outlined in red; while the change is sent the button shows it is loading.
 */
export function ActivationToggle({ isActive, apply, listKey, text, label }: ActivationToggleProps) {
  const queryClient = useQueryClient();
  const action: ActivationAction = isActive ? 'deactivate' : 'activate';
  const mutation = useMutation({
    mutationFn: () => apply(action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]),
  });
  return (
    <Button
      size="xs"
      variant={action === 'deactivate' ? 'outline' : 'light'}
      color={action === 'deactivate' ? 'red' : undefined}
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={label(action)}
    >
      {text(action)}
    </Button>
  );
}
