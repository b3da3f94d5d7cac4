import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShopOrder } from '@prepwise/contracts';
import { PlainList } from '../../../../components/lists/plain-list';
import { apiErrorText } from '../../../../lib/api-error-text';
import { formatDateTime } from '../../../history';
import { adminAuditKey } from '../../api/admin-audit-api';
import { adminUsersKey } from '../../api/admin-users-api';
import { adminShopKey, refundAdminOrder } from '../../api/admin-shop-api';
import { useShopT } from '../../lib/use-shop-t';

const statusColors: Record<AdminShopOrder['status'], string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
  REFUNDED: 'orange',
};

function dollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** The refund of a paid order, after a dialog saying what it takes back. */
function RefundButton({ order }: { order: AdminShopOrder }) {
  const { sht, t } = useShopT();
  const queryClient = useQueryClient();
  const [isOpen, { open, close }] = useDisclosure(false);
  const mutation = useMutation({
    mutationFn: () => refundAdminOrder(order.id),
    onSuccess: async () => {
      close();
      await Promise.all(
        [adminShopKey, adminAuditKey, adminUsersKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        color="red"
        onClick={() => {
          mutation.reset();
          open();
        }}
        aria-label={sht('orders.refundLabel', { email: order.userEmail, total: dollars(order.total) })}
      >
        {sht('orders.refund')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={isOpen}
        onClose={close}
        title={sht('orders.refundTitle')}
        centered
      >
        <Text mb="md">
          {sht('orders.refundText', { email: order.userEmail, total: dollars(order.total) })}
        </Text>
        {mutation.isError && (
          <Text c="red" size="sm" mb="md" role="alert">
            {apiErrorText(mutation.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {sht('orders.cancel')}
          </Button>
          <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {sht('orders.refundConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** Orders as cards: the learner, what was bought, the total, the status and dates; a paid one can be refunded. */
export function OrderList({ orders }: { orders: AdminShopOrder[] }) {
  const { sht } = useShopT();
  return (
    <PlainList aria-label={sht('orders.listLabel')}>
      {orders.map((order) => (
        <li key={order.id}>
          <Card withBorder radius="md" padding="sm" data-testid="order">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {order.userEmail}
                  </Text>
                  <Badge variant="light" color={statusColors[order.status]} tt="none">
                    {sht(`orders.status.${order.status}`)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {order.items.map((item) => `${item.name} ×${item.quantity}`).join(', ')}
                  {' · '}
                  {dollars(order.total)}
                  {order.voucherCode ? ` · ${order.voucherCode}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {sht('orders.created', { date: formatDateTime(order.createdDate) })}
                  {order.refundedDate
                    ? ` · ${sht('orders.refunded', { date: formatDateTime(order.refundedDate) })}`
                    : ''}
                </Text>
              </Stack>
              {order.status === 'PAID' && <RefundButton order={order} />}
            </Group>
          </Card>
        </li>
      ))}
    </PlainList>
  );
}
