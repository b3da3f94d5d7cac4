import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MockRecord } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { sessionKey } from '../../../lib/session/session-queries';
import { apiErrorText } from '../../../lib/api-error-text';
import { changeMock, mockKey } from '../api/mock-api';
import { clearMockDrafts } from '../lib/mock-drafts';
import { mockPlayerPath, mockResultPath } from '../lib/mock-paths';
import {
  actionsOf,
  confirmedActions,
  serverActionOf,
  statusColor,
  type MockListAction,
} from '../lib/mock-status';
import { useMockT } from '../lib/use-mock-t';
import { ConfirmModal } from './confirm-modal';
import { useScoreConfirm } from './score-confirm-text';
import { useMockName } from '../../../lib/mock-name';

/**
 * One of the learner's mocks: name, status (the seed's label in the learner's language), dates,
 * score and the actions its status allows; finish, score (a paid credit), retry and cancel are
 * confirmed first.
 */
export function MockRow({ mock }: { mock: MockRecord }) {
  const { mk, language } = useMockT();
  const mockName = useMockName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<MockListAction | null>(null);
  const change = useMutation({
    mutationFn: (action: MockListAction) => {
      const serverAction = serverActionOf(action);
      if (!serverAction) throw new Error('not a server action');
      return changeMock(serverAction, mock.id);
    },
    onSuccess: async (record, action) => {
      setConfirming(null);
      if (action !== 'score') clearMockDrafts(mock.id);
      await queryClient.invalidateQueries({ queryKey: mockKey });
      if (action === 'score') await queryClient.invalidateQueries({ queryKey: sessionKey });
      if (action === 'retry') await navigate(mockPlayerPath(record.id));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: mockKey }),
  });
  const scoreConfirm = useScoreConfirm();
  const titleId = `mock-${mock.id}-name`;
  const labelOf = (action: MockListAction) =>
    action === 'score' && mock.status === 'SCORING_FAILED' ? mk('action.scoreAgain') : mk(`action.${action}`);
  const handleAction = (action: MockListAction) => {
    if (action === 'continue') void navigate(mockPlayerPath(mock.id));
    else if (action === 'result') void navigate(mockResultPath(mock.id));
    else if (confirmedActions.has(action)) {
      change.reset();
      setConfirming(action);
    } else change.mutate(action);
  };
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {mockName(mock.name)}
          </Text>
          <Badge color={statusColor(mock.status)} variant="light" data-testid="mock-status">
            {mk(`status.${mock.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {mk('list.created', { date: formatDate(mock.createdDate, language) })}
          {' · '}
          {mk('list.questions', { count: mock.totalQuestions })}
          {mock.overallScore !== null &&
            ` · ${
              mock.kind === 'THPT'
                ? mk('list.mark', { mark: mock.overallScore.toFixed(2) })
                : mk('list.overall', { score: mock.overallScore })
            }`}
        </Text>
        {mock.status === 'SCORING_FAILED' && (
          <Alert color="red" variant="light">
            {mk('list.scoringFailed')}
          </Alert>
        )}
        {change.isError && confirming === null && (
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
              {labelOf(action)}
            </Button>
          ))}
        </Group>
      </Stack>
      {confirming && (
        <ConfirmModal
          opened
          title={mk(`confirm.${confirming}Title`)}
          confirmLabel={confirming === 'cancel' ? mk('confirm.cancelButton') : labelOf(confirming)}
          isDanger={confirming === 'cancel' || confirming === 'retry'}
          isPending={change.isPending}
          error={change.isError ? apiErrorText(change.error) : null}
          onConfirm={() => change.mutate(confirming)}
          onClose={() => setConfirming(null)}
          replaceConfirm={confirming === 'score' ? scoreConfirm.replaceConfirm : undefined}
        >
          {confirming === 'score' ? scoreConfirm.text : mk(`confirm.${confirming}Text`)}
        </ConfirmModal>
      )}
    </Card>
  );
}
