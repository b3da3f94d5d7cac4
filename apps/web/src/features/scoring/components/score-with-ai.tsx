import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PracticeSession } from '@prepwise/contracts';
import { ApiError } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/session/auth-context';
import { accessControlQueryOptions } from '../../../lib/session/session-queries';
import { useRequestScoring } from '../api/scoring-api';
import { openAnswers, scorableAnswers, scoringPhase } from '../lib/open-answers';
import { useScoringT } from '../lib/use-scoring-t';
import { ScoringCost, ScoringRequestProblems } from './credit-notices';

/** "Waiting score": how many open answers have their score, with a bar and a spinner. */
export function WaitingScore({ exam }: { exam: PracticeSession }) {
  const { st } = useScoringT();
  const open = openAnswers(exam);
  const done = open.filter(
    (answer) => answer.status === 'SCORED' || answer.status === 'SCORING_FAILED',
  ).length;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 aria-hidden />}
      title={st('waiting.title')}
      role="status"
      aria-live="polite"
      data-testid="waiting-score"
    >
      <Stack gap="xs">
        <Text size="sm">{st('waiting.text')}</Text>
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" fw={600}>
            {st('waiting.progress', { done, total: open.length })}
          </Text>
        </Group>
        <Progress
          value={open.length > 0 ? Math.max(8, (done / open.length) * 100) : 8}
          striped
          animated
          aria-label={st('waiting.progress', { done, total: open.length })}
        />
      </Stack>
    </Alert>
  );
}

type RequestProblem = 'noCredits' | 'failed' | 'alreadyScored';

/**
 * The "Score with AI" action of a practice session with open answers: the credit cost, the
 * credits left, the request and its errors (no credits with a link to the marketplace, already
 * scored), then "Waiting score" while the answers are scored. A session still in progress is
 * finished first by the same tap (`onFinishSession`), the rule of the player's own button.
 */
export function ScoreWithAi({
  exam,
  onFinishSession,
}: {
  exam: PracticeSession;
  onFinishSession?: () => Promise<unknown>;
}) {
  const { st } = useScoringT();
  const { token } = useAuth();
  const phase = scoringPhase(exam);
  // Read afresh on mount: spending credits needs the current count, not the header's cached one.
  const access = useQuery({
    ...accessControlQueryOptions(token),
    enabled: token !== null && phase === 'ready',
    staleTime: 0,
  });
  const finished = exam.status === 'FINISH';
  const request = useRequestScoring(exam.examId, finished ? undefined : onFinishSession);
  const [problem, setProblem] = useState<RequestProblem | null>(null);

  if (phase === 'none') return null;
  if (phase === 'waiting') return <WaitingScore exam={exam} />;
  if (phase === 'scored') {
    return problem === 'alreadyScored' ? (
      <Alert color="gray" variant="light" role="status">
        {st('request.alreadyScored')}
      </Alert>
    ) : null;
  }

  const cost = scorableAnswers(exam).length;
  const hasFailed = exam.answers.some((answer) => answer.status === 'SCORING_FAILED');
  const left = access.data?.numberAiScoring;
  const tooFew = left !== undefined && left < cost;
  const canFinish = finished || onFinishSession !== undefined;

  const send = () => {
    setProblem(null);
    request.mutate(undefined, {
      onSuccess: (next) => {
        if (scoringPhase(next) !== 'waiting') setProblem('alreadyScored');
      },
      onError: (error) => {
        const noCredits =
          error instanceof ApiError && (error.status === 402 || error.code === 'error.insufficientCredits');
        setProblem(noCredits ? 'noCredits' : 'failed');
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="score-with-ai">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Group gap={6} component="span">
            <IconSparkles size={20} aria-hidden />
            {st('request.title')}
          </Group>
        </Title>
        <Text size="sm">{st('request.text')}</Text>
        {hasFailed && (
          <Text size="sm" c="dimmed">
            {st('request.retryFailed')}
          </Text>
        )}
        <ScoringCost cost={cost} left={left} />
        {!finished &&
          (canFinish ? (
            <Text size="xs" c="dimmed">
              {st('request.finishesSession')}
            </Text>
          ) : (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {st('request.notFinished')}
            </Alert>
          ))}
        <ScoringRequestProblems
          left={left}
          noCredits={tooFew || problem === 'noCredits'}
          failed={problem === 'failed'}
        />
        <Group>
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            onClick={send}
            loading={request.isPending}
            disabled={!canFinish || tooFew}
          >
            {st('request.button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
