import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useCompleteSandboxPayment } from '../api/checkout-api';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** The sandbox provider's payment step: clearly a test, with Pay and Decline. */
export function SandboxPanel({ orderId }: { orderId: string }) {
  const { mt } = useMarketplaceT();
  const complete = useCompleteSandboxPayment(orderId);
  const pending = complete.isPending ? complete.variables : null;
  return (
    <Alert
      color="orange"
      variant="outline"
      radius="lg"
      icon={<IconFlask aria-hidden />}
      title={mt('sandbox.title')}
      role="region"
      aria-label={mt('sandbox.title')}
    >
      <Text size="sm" mb="sm">
        {mt('sandbox.text')}
      </Text>
      <Group gap="sm">
        <Button
          color="teal"
          loading={pending === 'success'}
          disabled={pending === 'failure'}
          onClick={() => complete.mutate('success')}
        >
          {mt('sandbox.pay')}
        </Button>
        <Button
          variant="default"
          loading={pending === 'failure'}
          disabled={pending === 'success'}
          onClick={() => complete.mutate('failure')}
        >
          {mt('sandbox.decline')}
        </Button>
      </Group>
    </Alert>
  );
}
