import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MockRecord } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { apiErrorText } from '../../marketplace/lib/api-error-text';
import { changeMock, mockKey } from '../api/mock-api';
import { mockPlayerPath, mockResultPath } from '../lib/mock-paths';
import { actionsOf, serverActionOf, statusColor, type MockListAction } from '../lib/mock-status';
import { useMockT } from '../lib/use-mock-t';

/** One of the learner's mocks: name, status, dates, score and the actions its status allows. */
export function MockRow({ mock }: { mock: MockRecord }) {
  const { mk, language } = useMockT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: MockListAction) => {
      const serverAction = serverActionOf(action);
      if (!serverAction) throw new Error('not a server action');
      return changeMock(serverAction, mock.id);
    },
    onSuccess: async (record, action) => {
      await queryClient.invalidateQueries({ queryKey: mockKey });
      if (action === 'retry') await navigate(mockPlayerPath(record.id));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: mockKey }),
  });
  const titleId = `mock-${mock.id}-name`;
  const handleAction = (action: MockListAction) => {
    if (action === 'continue') void navigate(mockPlayerPath(mock.id));
    else if (action === 'result') void navigate(mockResultPath(mock.id));
    else change.mutate(action);
  };
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {mock.name}
          </Text>
          <Badge color={statusColor(mock.status)} variant="light">
            {mk(`status.${mock.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {mk('list.created', { date: formatDate(mock.createdDate, language) })}
          {' · '}
          {mk('list.questions', { count: mock.totalQuestions })}
          {mock.overallScore !== null && ` · ${mk('list.overall', { score: mock.overallScore })}`}
        </Text>
        {change.isError && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => change.reset()}>
            {apiErrorText(change.error)}
          </Alert>
        )}
        <Group gap="xs">
          {actionsOf(mock.status).map((action) => (
            <Button
              key={action}
              size="xs"
              variant={
                action === 'continue' || action === 'score' || action === 'result' ? 'filled' : 'default'
              }
              color={action === 'cancel' ? 'red' : undefined}
              loading={change.isPending && change.variables === action}
              disabled={change.isPending && change.variables !== action}
              onClick={() => handleAction(action)}
            >
              {mk(`action.${action}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
