import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDate } from '../../../lib/format';
import { adminUserPracticeQueryOptions } from '../api/admin-users-api';
import { useAdminT } from '../lib/use-admin-t';

/** A learner's practice sessions, read-only and paged: type, status, answered, score, date. */
export function PracticeAttempts({ userId }: { userId: string }) {
  const { at, t, language } = useAdminT();
  const paging = usePaging();
  const practice = useQuery(adminUserPracticeQueryOptions(userId, paging.page, paging.size));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="practice-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="practice-title">
          {at('practice.title')}
        </Title>
        <ListStates
          query={practice}
          loadFailed={at('practice.loadFailed')}
          loading={<Text c="dimmed">{t('common.loading')}</Text>}
          isEmpty={(data) => data.total === 0}
          empty={<Text c="dimmed">{at('practice.empty')}</Text>}
          pager={(data) => ({ paging, total: data.total, sizeLabel: at('practice.paging.size') })}
        >
          {(data) => (
            <PlainList aria-label={at('practice.title')}>
              {data.items.map((attempt) => (
                <li key={attempt.examId}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
                      <Text fw={600} size="sm">
                        {attempt.questionType
                          ? t(`questionType.${attempt.questionType}`)
                          : at('practice.mixed')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(attempt.startedDate, language)} ·{' '}
                        {at('practice.answered', {
                          answered: attempt.answered,
                          questions: attempt.questions,
                        })}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Text size="sm">
                        {at('practice.score', { score: attempt.score, max: attempt.max })}
                      </Text>
                      <Badge variant="light" color={attempt.status === 'FINISH' ? 'teal' : 'blue'} tt="none">
                        {at(`status.practice.${attempt.status}`)}
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
