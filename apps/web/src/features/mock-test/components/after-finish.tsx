import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MockStatus } from '@prepwise/contracts';
import { apiErrorText } from '../../marketplace/lib/api-error-text';
import { changeMock, mockKey, mockRecordQueryOptions } from '../api/mock-api';
import { mockPaths, mockResultPath } from '../lib/mock-paths';
import { useMockT } from '../lib/use-mock-t';

/** How often a mock in scoring is asked about. */
export const scoringPollMs = 3000;

/**
 * After the test: "Score" for a finished mock (free members get the server's refusal), "Waiting
 * score" while the job runs (polling the record until DONE), then the link to the report.
 */
export function AfterFinish({ mockId, status }: { mockId: string; status: MockStatus }) {
  const { mk } = useMockT();
  const queryClient = useQueryClient();
  const [known, setKnown] = useState<MockStatus>(status);
  const record = useQuery({
    ...mockRecordQueryOptions(mockId, known === 'SCORING' ? scoringPollMs : false),
    enabled: known === 'SCORING',
  });
  const current = known === 'SCORING' && record.data ? record.data.status : known;
  const score = useMutation({
    mutationFn: () => changeMock('score', mockId),
    onSuccess: async (changed) => {
      setKnown(changed.status);
      await queryClient.invalidateQueries({ queryKey: [...mockKey, 'mine'] });
    },
  });
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Stack gap="md">
        {current === 'FINISH' && (
          <>
            <Group gap="xs">
              <IconCircleCheck aria-hidden color="var(--mantine-color-teal-7)" />
              <Title order={2} size="h3">
                {mk('after.finishedTitle')}
              </Title>
            </Group>
            <Text>{mk('after.finishedText')}</Text>
            {score.isError && (
              <Alert color="red" variant="light" role="alert">
                {apiErrorText(score.error)}
              </Alert>
            )}
            <Group gap="sm">
              <Button onClick={() => score.mutate()} loading={score.isPending}>
                {mk('action.score')}
              </Button>
              <Button component={Link} to={mockPaths.list} variant="default">
                {mk('after.toList')}
              </Button>
            </Group>
          </>
        )}
        {current === 'SCORING' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Stack gap={2}>
              <Text fw={700}>{mk('status.SCORING')}</Text>
              <Text size="sm" c="dimmed">
                {mk('after.scoringText')}
              </Text>
            </Stack>
          </Group>
        )}
        {current === 'DONE' && (
          <>
            <Title order={2} size="h3">
              {mk('after.doneTitle')}
            </Title>
            <Button
              component={Link}
              to={mockResultPath(mockId)}
              leftSection={<IconChartBar size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {mk('action.result')}
            </Button>
          </>
        )}
        {current === 'CANCELLED' && (
          <>
            <Text>{mk('after.cancelledText')}</Text>
            <Button
              component={Link}
              to={mockPaths.list}
              variant="default"
              style={{ alignSelf: 'flex-start' }}
            >
              {mk('after.toList')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
