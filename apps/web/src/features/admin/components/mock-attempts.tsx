import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/lists/paged-list';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDate } from '../../../lib/format';
import { adminUserMocksQueryOptions } from '../api/admin-users-api';
import { useAdminT } from '../lib/use-admin-t';

/** A learner's mock tests, read-only: name, date, status and overall score when scored. */
export function MockAttempts({ userId }: { userId: string }) {
  const { at, t, language } = useAdminT();
  const mocks = useQuery(adminUserMocksQueryOptions(userId));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="mocks-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mocks-title">
          {at('mocks.title')}
        </Title>
        <ListStates
          query={mocks}
          loadFailed={at('mocks.loadFailed')}
          loading={<Text c="dimmed">{t('common.loading')}</Text>}
          isEmpty={(data) => data.length === 0}
          empty={<Text c="dimmed">{at('mocks.empty')}</Text>}
        >
          {(data) => (
            <PlainList aria-label={at('mocks.title')}>
              {data.map((mock) => (
                <li key={mock.id}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                      <Text fw={600} size="sm">
                        {mock.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {mock.kind} · {formatDate(mock.createdDate, language)}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      {mock.overallScore !== null && (
                        <Text size="sm">{at('mocks.score', { score: mock.overallScore })}</Text>
                      )}
                      <Badge variant="light" color={mock.status === 'DONE' ? 'teal' : 'blue'} tt="none">
                        {at(`status.mock.${mock.status}`)}
                      </Badge>
                    </Group>
                  </Group>
                </li>
              ))}
            </PlainList>
          )}
        </ListStates>
      </Stack>
    </Card>
  );
}
