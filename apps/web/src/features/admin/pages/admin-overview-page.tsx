import { Badge, Card, Code, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { formatMoney } from '@prepwise/contracts';
import { ListStates } from '../../../components/lists/paged-list';
import { formatDate } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminOrdersQueryOptions, outboxQueryOptions } from '../api/admin-api';
import { ClassCreditsForm } from '../components/class-credits-form';
import { useAdminT } from '../lib/use-admin-t';
import { useShopT } from '../lib/use-shop-t';
import { TableScroll } from '../../../components/ui/table-scroll';

function View({
  title,
  endpoint,
  text,
  children,
}: {
  title: string;
  endpoint: string;
  text: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm">
          {text} <Code>{endpoint}</Code>
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** A view's rows in a small table, or its failure (with "Try again"), its loading or "Nothing yet". */
function ViewRows<Row>({
  query,
  children,
}: {
  query: UseQueryResult<Row[]>;
  children: (rows: Row[]) => ReactNode;
}) {
  const { at } = useAdminT();
  return (
    <ListStates
      query={query}
      loadFailed={at('loadFailed')}
      loading={<Skeleton height={120} />}
      isEmpty={(rows) => rows.length === 0}
      empty={<Text c="dimmed">{at('empty')}</Text>}
    >
      {(rows) => (
        <TableScroll minWidth={320}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Tbody>{children(rows)}</Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </ListStates>
  );
}

function OutboxView() {
  const { at, language } = useAdminT();
  const outbox = useQuery(outboxQueryOptions(10));
  return (
    <ViewRows query={outbox}>
      {(data) => (
        <>
          {data.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(mail.createdDate, language)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.recipient}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.subject}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {at(`outbox.status.${mail.status}`, { defaultValue: mail.status })}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </>
      )}
    </ViewRows>
  );
}

function OrdersView() {
  const { language } = useAdminT();
  const { sht } = useShopT();
  const orders = useQuery(adminOrdersQueryOptions());
  return (
    <ViewRows query={orders}>
      {(data) => (
        <>
          {data.slice(0, 10).map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.createdDate, language)}</Table.Td>
              <Table.Td>{order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(order.total, order.currency, language)}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {sht(`orders.status.${order.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </>
      )}
    </ViewRows>
  );
}

/**
 * /platform/admin: the console's overview. What the sections are for, and the admin views the
 * API had before the console (the e-mail outbox and every learner's orders).
 */
export function AdminOverviewPage() {
  const { at } = useAdminT();
  usePageTitle(at('overview.title'));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {at('overview.title')}
        </Title>
        <Text c="dimmed">{at('overview.text')}</Text>
      </Stack>
      <View title={at('outbox.title')} endpoint="GET /api/admin/outbox" text={at('outbox.text')}>
        <OutboxView />
      </View>
      <View title={at('orders.title')} endpoint="GET /api/admin/orders" text={at('orders.text')}>
        <OrdersView />
      </View>
      <View
        title={at('classCredits.title')}
        endpoint="POST /api/admin/classes/{id}/credits"
        text={at('classCredits.text')}
      >
        <ClassCreditsForm />
      </View>
      <Text size="sm" c="dimmed">
        {at('apiDocs')} <Code>/api/docs</Code>
      </Text>
    </Stack>
  );
}
