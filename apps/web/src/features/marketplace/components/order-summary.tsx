import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, packageName, type Order } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { useMarketplaceT } from '../lib/use-marketplace-t';
import { TableScroll } from '../../../components/ui/table-scroll';

const statusColors: Record<Order['status'], string> = {
  PENDING: 'yellow',
  PAID: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
  REFUNDED: 'orange',
};

/** An order: its status, lines and totals. */
export function OrderSummary({ order }: { order: Order }) {
  const { mt, language } = useMarketplaceT();
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {mt('order.number', { id: order.id.slice(0, 8).toUpperCase() })}
          </Title>
          <Badge color={statusColors[order.status]} variant="light" size="lg" data-testid="order-status">
            {mt(`order.status.${order.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {mt('order.created', { date: formatDate(order.createdDate, language) })}
        </Text>
        <TableScroll minWidth={280}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{mt('cart.col.product')}</Table.Th>
                <Table.Th ta="right">{mt('cart.col.quantity')}</Table.Th>
                <Table.Th ta="right">{mt('cart.col.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.packageId}>
                  <Table.Td>{packageName(item.packageId, language, item.name)}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(item.lineTotal, order.currency, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {order.discount > 0 && (
          <Group justify="space-between" c="teal">
            <Text size="sm">{mt('cart.discount', { code: order.voucherCode ?? '' })}</Text>
            <Text size="sm">−{formatMoney(order.discount, order.currency, language)}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text fw={700}>{mt('cart.total')}</Text>
          <Text fw={700} fz="xl" data-testid="order-total">
            {formatMoney(order.total, order.currency, language)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
