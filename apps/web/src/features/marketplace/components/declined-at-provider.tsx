import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleX, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paymentMethodNames, type Order } from '@prepwise/contracts';
import { pendingOrderPath } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { NewSessionButton } from './new-session-button';

/**
 * Back from VNPay or MoMo after a decline: nothing was charged and the order still waits, with
 * its voucher, until it expires (the provider may yet pay it). The learner is taken to it among
 * the pending orders of the payment history, where cancelling it gives the voucher back, or may
 * try again at once in a new session at the provider.
 */
export function DeclinedAtProvider({ order }: { order: Order }) {
  const { mt } = useMarketplaceT();
  const provider = paymentMethodNames[order.provider];
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCircleX aria-hidden />}
      title={mt('order.declinedTitle', { provider })}
      role="status"
      data-testid="payment-declined"
    >
      <Text size="sm" mb="sm">
        {mt('order.declinedText')}
      </Text>
      <Group gap="xs">
        <NewSessionButton orderId={order.id} label={mt('order.tryAgain')} />
        <Button
          component={Link}
          to={pendingOrderPath(order.id)}
          size="xs"
          variant="default"
          leftSection={<IconReceipt size={16} aria-hidden />}
        >
          {mt('order.toPendingOrder')}
        </Button>
      </Group>
    </Alert>
  );
}
