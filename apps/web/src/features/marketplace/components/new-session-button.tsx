import { Button, type ButtonProps } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useNewProviderSession } from '../api/pending-orders-api';

/**
 * Pays a pending VNPay or MoMo order again in a new session at the provider (see
 * useNewProviderSession): "Continue to payment" of a pending order, "Try again" after a decline.
 */
export function NewSessionButton({
  orderId,
  label,
  variant,
}: {
  orderId: string;
  label: string;
  variant?: ButtonProps['variant'];
}) {
  const newSession = useNewProviderSession();
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={<IconCreditCard size={16} aria-hidden />}
      loading={newSession.isPending || newSession.isSuccess}
      onClick={() => newSession.mutate(orderId)}
    >
      {label}
    </Button>
  );
}
