import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney, type AdminShopOrder } from '@prepwise/contracts';
import { PlainList } from '../../../../components/lists/plain-list';
import { formatDateTime } from '../../../history';
import { adminAuditKey } from '../../api/admin-audit-api';
import { adminUsersKey } from '../../api/admin-users-api';
import { adminShopKey, refundAdminOrder } from '../../api/admin-shop-api';
import { useShopT } from '../../lib/use-shop-t';
import { ConfirmButton } from '../confirm-button';

const statusColors: Record<AdminShopOrder['status'], string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
  REFUNDED: 'orange',
};

/** The refund of a paid order, after a dialog saying what it takes back. */
function RefundButton({ order }: { order: AdminShopOrder }) {
  const { sht, language } = useShopT();
  const total = formatMoney(order.total, order.currency, language);
  return (
    <ConfirmButton
      text={sht('orders.refund')}
      label={sht('orders.refundLabel', { email: order.userEmail, total })}
      size="xs"
      isTakingAway
      title={sht('orders.refundTitle')}
      body={sht('orders.refundText', { email: order.userEmail, total })}
      cancel={sht('orders.cancel')}
      confirm={sht('orders.refundConfirm')}
      run={() => refundAdminOrder(order.id)}
      refresh={[adminShopKey, adminAuditKey, adminUsersKey]}
    />
  );
}

/** Orders as cards: the learner, what was bought, the total in the order's currency, the status and dates; a paid one can be refunded. */
export function OrderList({ orders }: { orders: AdminShopOrder[] }) {
  const { sht, language } = useShopT();
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
                  {formatMoney(order.total, order.currency, language)}
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
