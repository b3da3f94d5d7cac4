import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnswerResult } from '@prepwise/contracts';
import { ApiError } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/session/auth-context';
import { accessControlQueryOptions, sessionKey } from '../../../lib/session/session-queries';
import { sessionDetailQueryOptions } from '../api/session-detail';
import { requestExamScoring } from '../api/scoring-api';
import { useScoringPoll } from '../api/use-scoring-poll';
import { ScoringCost, ScoringRequestProblems } from './credit-notices';
import { ScoredAnswer } from './scored-answer';
import { useScoringT } from '../lib/use-scoring-t';

/** The answer of `questionId` in the polled session: waiting, then its scores in place. */
function PolledAnswer({ examId, questionId }: { examId: string; questionId: number }) {
  const { st } = useScoringT();
  const session = useScoringPoll(examId);
  const answer = session.data?.answers.find((item) => item.questionId === questionId);
  if (answer?.status === 'SCORED') return <ScoredAnswer answer={answer} />;
  if (answer?.status === 'SCORING_FAILED') {
    return (
      <Alert color="gray" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
        {st('inPlayer.failed')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" role="status" aria-live="polite" data-testid="waiting-score">
      <Group gap="sm" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm" fw={600}>
          {st('waiting.title')}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {st('waiting.text')}
      </Text>
    </Alert>
  );
}

interface PlayerScoringProps {
  examId: string;
  /** The open answer just given (or given before) in the player. */
  answer: AnswerResult;
  /** Credits the request spends: every open answer of the session not scored yet. */
  cost: number;
  /** The session is still in progress: it is finished before scoring is asked for. */
  isSessionOpen: boolean;
  onFinishSession: () => Promise<void>;
  /** Told while the request is on its way (with the text saying so), then null. */
  onSendingChange?: (label: string | null) => void;
}

type Problem = 'noCredits' | 'failed';

/**
 * "Score with AI" right under an open answer in the practice player: the cost and credits left,
 * how to get credits when there are none, one tap that finishes the session when it has to and
 * asks for scoring; then "Waiting score" and the trait view in place, polled like the history.
 */
export function PlayerScoring({
  examId,
  answer,
  cost,
  isSessionOpen,
  onFinishSession,
  onSendingChange,
}: PlayerScoringProps) {
  const { st } = useScoringT();
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<Problem | null>(null);
  const alreadySent = answer.status === 'SCORING' || answer.status === 'SCORED';
  const [isRequested, setRequested] = useState(alreadySent);
  const access = useQuery({
    ...accessControlQueryOptions(token),
    enabled: token !== null && !isRequested,
    staleTime: 0,
  });
  const request = useMutation({
    onMutate: () => onSendingChange?.(st('request.sending')),
    mutationFn: async () => {
      if (isSessionOpen) await onFinishSession();
      return requestExamScoring(examId);
    },
    onSuccess: (exam) => {
      queryClient.setQueryData(sessionDetailQueryOptions(examId).queryKey, exam);
      setRequested(true);
    },
    onError: (error) => {
      const noCredits =
        error instanceof ApiError && (error.status === 402 || error.code === 'error.insufficientCredits');
      setProblem(noCredits ? 'noCredits' : 'failed');
    },
    onSettled: () => {
      onSendingChange?.(null);
      void queryClient.invalidateQueries({ queryKey: [...sessionKey, 'access-control'] });
    },
  });

  if (isRequested) return <PolledAnswer examId={examId} questionId={answer.questionId} />;

  const left = access.data?.numberAiScoring;
  const tooFew = left !== undefined && left < cost;
  return (
    <Paper withBorder radius="md" p="md" data-testid="score-with-ai">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Group gap={6} component="span">
            <IconSparkles size={18} aria-hidden />
            {st('request.title')}
          </Group>
        </Title>
        <Text size="sm">{st('inPlayer.saved')}</Text>
        <ScoringCost cost={cost} left={left} />
        {isSessionOpen && (
          <Text size="xs" c="dimmed">
            {st('inPlayer.finishNote')}
          </Text>
        )}
        <ScoringRequestProblems
          left={left}
          noCredits={tooFew || problem === 'noCredits'}
          failed={problem === 'failed'}
        />
        <Group>
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            onClick={() => {
              setProblem(null);
              request.mutate();
            }}
            loading={request.isPending}
            disabled={tooFew}
          >
            {st('inPlayer.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
