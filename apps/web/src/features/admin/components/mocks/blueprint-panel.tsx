import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { BlueprintStock } from '@prepwise/contracts';
import { ErrorState } from '../../../../components/ui/error-state';
import { blueprintStockQueryOptions } from '../../api/admin-mocks-api';
import { useMocksT } from '../../lib/use-mocks-t';

/** One blueprint: its size, whether the bank can fill it, its slots with the bank's stock, the pages using it. */
function BlueprintCard({ stock }: { stock: BlueprintStock }) {
  const { mct, t } = useMocksT();
  const name = `${stock.kind} · ${mct(`blueprint.${stock.name}`)}`;
  const headingId = `blueprint-${stock.kind}-${stock.name}`;
  const pages = stock.introPages.map((page) =>
    page.activated ? page.title : mct('stock.hiddenPage', { title: page.title }),
  );
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {mct('stock.size', { count: stock.questionCount, minutes: stock.minutes })}
          </Text>
        </Group>
        {stock.canFill ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} p="xs">
            {mct('stock.canFill')}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs" role="alert">
            {mct('stock.cannotFill')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder aria-label={mct('stock.tableLabel', { name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{mct('stock.type')}</Table.Th>
                <Table.Th ta="right">{mct('stock.needed')}</Table.Th>
                <Table.Th ta="right">{mct('stock.active')}</Table.Th>
                <Table.Th>{mct('stock.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stock.slots.map((slot) => (
                <Table.Tr key={slot.type} data-testid="blueprint-slot">
                  <Table.Td>{t(`questionType.${slot.type}`)}</Table.Td>
                  <Table.Td ta="right">
                    {slot.count}
                    {slot.isFill && (
                      <Text span size="xs" c="dimmed" ml={4}>
                        ({mct('stock.fill', { total: stock.questionCount })})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{slot.active}</Table.Td>
                  <Table.Td>
                    {slot.isShort ? (
                      <Badge color="red" variant="light" tt="none">
                        {mct('stock.missing', { count: slot.count - slot.active })}
                      </Badge>
                    ) : (
                      <Badge color="green" variant="light" tt="none">
                        {mct('stock.enough')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {pages.length > 0 ? mct('stock.usedBy', { pages: pages.join(', ') }) : mct('stock.unused')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The named blueprints, read-only, with the question bank's stock of active questions per slot:
 * tells an admin whether deactivating questions leaves a mock short.
 */
export function BlueprintPanel() {
  const { mct } = useMocksT();
  const stock = useQuery(blueprintStockQueryOptions());
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {mct('stock.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {mct('stock.text')}
      </Text>
      {stock.isError ? (
        <ErrorState message={mct('stock.loadFailed')} onRetry={() => void stock.refetch()} />
      ) : stock.data ? (
        stock.data.map((blueprint) => (
          <BlueprintCard key={`${blueprint.kind}-${blueprint.name}`} stock={blueprint} />
        ))
      ) : (
        <Skeleton height={320} radius="md" role="status" aria-label={mct('stock.loading')} />
      )}
    </Stack>
  );
}
