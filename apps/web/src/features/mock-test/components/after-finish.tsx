import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MockStatus } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { sessionKey } from '../../../lib/session/session-queries';
import { changeMock, mockKey, mockRecordQueryOptions } from '../api/mock-api';
import { mockPaths, mockResultPath } from '../lib/mock-paths';
import { useMockT } from '../lib/use-mock-t';
import { ConfirmModal } from './confirm-modal';
import { useScoreConfirm } from './score-confirm-text';

/** How often a mock in scoring is asked about. */
export const scoringPollMs = 3000;

/**
 * After the test: "Score" for a finished mock, after a dialog saying it spends one scored mock and
 * how many are left (free members get the server's refusal); "Waiting score" while the job runs
 * (polling the record until DONE or SCORING_FAILED); then the link to the report. A failed scoring
 * says its credit came back and offers to score again. The result page is open from the start:
 * objective items are marked even without scoring.
 */
export function AfterFinish({ mockId, status }: { mockId: string; status: MockStatus }) {
  const { mk } = useMockT();
  const queryClient = useQueryClient();
  const [known, setKnown] = useState<MockStatus>(status);
  const [isConfirming, setIsConfirming] = useState(false);
  const record = useQuery({
    ...mockRecordQueryOptions(mockId, known === 'SCORING' ? scoringPollMs : false),
    enabled: known === 'SCORING',
  });
  const current = known === 'SCORING' && record.data ? record.data.status : known;
  const score = useMutation({
    mutationFn: () => changeMock('score', mockId),
    onSuccess: async (changed) => {
      setIsConfirming(false);
      setKnown(changed.status);
      await queryClient.invalidateQueries({ queryKey: [...mockKey, 'mine'] });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
  const isFailed = current === 'SCORING_FAILED';
  const scoreConfirm = useScoreConfirm();
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite">
      <Stack gap="md">
        {(current === 'FINISH' || isFailed) && (
          <>
            <Group gap="xs">
              <IconCircleCheck aria-hidden color="var(--mantine-color-teal-7)" />
              <Title order={2} size="h3">
                {mk('after.finishedTitle')}
              </Title>
            </Group>
            {isFailed ? (
              <Alert color="red" variant="light" title={mk('status.SCORING_FAILED')}>
                {mk('after.failedText')}
              </Alert>
            ) : (
              <Text>{mk('after.finishedText')}</Text>
            )}
            {score.isError && !isConfirming && (
              <Alert color="red" variant="light" role="alert">
                {apiErrorText(score.error)}
              </Alert>
            )}
            <Group gap="sm">
              <Button
                onClick={() => {
                  score.reset();
                  setIsConfirming(true);
                }}
                loading={score.isPending}
              >
                {isFailed ? mk('action.scoreAgain') : mk('action.score')}
              </Button>
              <Button
                component={Link}
                to={mockResultPath(mockId)}
                variant="default"
                leftSection={<IconChartBar size={16} aria-hidden />}
              >
                {mk('action.result')}
              </Button>
              <Button component={Link} to={mockPaths.list} variant="default">
                {mk('after.toList')}
              </Button>
            </Group>
            <ConfirmModal
              opened={isConfirming}
              title={mk('confirm.scoreTitle')}
              confirmLabel={isFailed ? mk('action.scoreAgain') : mk('action.score')}
              isPending={score.isPending}
              error={score.isError ? apiErrorText(score.error) : null}
              onConfirm={() => score.mutate()}
              onClose={() => setIsConfirming(false)}
              replaceConfirm={scoreConfirm.replaceConfirm}
            >
              {scoreConfirm.text}
            </ConfirmModal>
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
