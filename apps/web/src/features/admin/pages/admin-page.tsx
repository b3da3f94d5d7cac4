import { Alert, Badge, Card, Code, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { formatDate } from '../../../lib/format';
import { isLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routes';
import { useSignedInSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminOrdersQueryOptions, outboxQueryOptions } from '../api/admin-api';

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
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Stack gap="xs">
        <Title order={2} size="h4">
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

function OutboxView() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const outbox = useQuery(outboxQueryOptions(10));
  if (outbox.isError)
    return <ErrorState message={t('admin.loadFailed')} onRetry={() => void outbox.refetch()} />;
  if (outbox.isPending) return <Skeleton height={120} />;
  if (outbox.data.length === 0) return <Text c="dimmed">{t('admin.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {outbox.data.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(mail.createdDate, language)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.recipient}</Table.Td>
              <Table.Td>{mail.template}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {mail.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrdersView() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const orders = useQuery(adminOrdersQueryOptions());
  if (orders.isError)
    return <ErrorState message={t('admin.loadFailed')} onRetry={() => void orders.refetch()} />;
  if (orders.isPending) return <Skeleton height={120} />;
  if (orders.data.length === 0) return <Text c="dimmed">{t('admin.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {orders.data.slice(0, 10).map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(order.createdDate, language)}</Table.Td>
              <Table.Td>{order.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}</Table.Td>
              <Table.Td>${order.total}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {order.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /platform/admin: an honest placeholder for the admin console. It says the console is still to
 * come and shows the admin views the API already has (the e-mail outbox and all orders).
 */
export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const { isAdmin } = useSignedInSession();
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.title')}
      </Title>
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title={t('admin.comingTitle')}
      >
        {t('admin.comingText')}
      </Alert>
      <View title={t('admin.outbox.title')} endpoint="GET /api/admin/outbox" text={t('admin.outbox.text')}>
        <OutboxView />
      </View>
      <View title={t('admin.orders.title')} endpoint="GET /api/admin/orders" text={t('admin.orders.text')}>
        <OrdersView />
      </View>
      <Text size="sm" c="dimmed">
        {t('admin.apiDocs')} <Code>/api/docs</Code>
      </Text>
    </Stack>
  );
}
