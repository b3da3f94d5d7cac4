import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paymentMethodNames, type Order } from '@prepwise/contracts';
import { paths } from '../../../lib/routes';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** What happened to the payment, and where to go next. */
export function OrderOutcome({ order }: { order: Order }) {
  const { mt } = useMarketplaceT();
  if (order.status === 'PENDING') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{mt('order.waitingProvider', { provider: paymentMethodNames[order.provider] })}</Text>
      </Group>
    );
  }
  const isPaid = order.status === 'PAID';
  return (
    <Alert
      color={isPaid ? 'teal' : 'red'}
      variant="light"
      icon={isPaid ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={mt(`order.status.${order.status}`)}
      role="status"
    >
      <Text size="sm" mb="sm">
        {isPaid ? mt('order.paidText') : mt('order.failedText')}
      </Text>
      <Group gap="xs">
        {isPaid ? (
          <Button component={Link} to={paths.home} size="xs">
            {mt('order.toHome')}
          </Button>
        ) : (
          <Button component={Link} to={marketplacePaths.cart} size="xs">
            {mt('order.backToCart')}
          </Button>
        )}
        <Button component={Link} to={marketplacePaths.payments} size="xs" variant="default">
          {mt('payments.title')}
        </Button>
      </Group>
    </Alert>
  );
}
