import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { AssignmentStatus, LearnerAssignment } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { Link } from 'react-router';
import { mockResultPath } from '../../mock-test';
import { historyDetailPath } from '../../practice';
import { dueKind, formatDateTime, relativeTime } from '../lib/due-text';
import { useClassesT } from '../lib/use-classes-t';
import { useStartAssignment } from '../lib/use-start-assignment';

export const statusColor: Record<AssignmentStatus, string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  SUBMITTED: 'teal',
  LATE: 'orange',
  MISSED: 'red',
};

function WorkLine({ assignment }: { assignment: LearnerAssignment }) {
  const { clt } = useClassesT();
  const { work } = assignment;
  return (
    <Text size="sm" c="dimmed">
      {work.kind === 'MOCK'
        ? clt('assignment.mock', { kind: work.mockKind ?? '', blueprint: work.blueprint ?? '' })
        : clt('assignment.questions', { count: work.questionCount })}
      {' · '}
      {assignment.className}
    </Text>
  );
}

/** One piece of class work for the learner: what, from which class, when it is due, its standing, and Start. */
export function AssignmentCard({ assignment, now }: { assignment: LearnerAssignment; now: number }) {
  const { clt, language } = useClassesT();
  const start = useStartAssignment();
  const titleId = `assignment-${assignment.id}`;
  const kind = dueKind(assignment, now);
  const isDone = assignment.status === 'SUBMITTED' || assignment.status === 'LATE';
  const resultPath =
    assignment.attempt?.finished === true
      ? assignment.attempt.kind === 'mock'
        ? mockResultPath(assignment.attempt.id)
        : historyDetailPath(assignment.attempt.id)
      : null;
  const action =
    assignment.status === 'IN_PROGRESS'
      ? clt('assignment.continue')
      : isDone
        ? clt('assignment.again')
        : clt('assignment.start');
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={titleId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {assignment.title}
          </Text>
          <Badge color={statusColor[assignment.status]} variant="light" data-testid="assignment-status">
            {clt(`status.${assignment.status}`)}
          </Badge>
        </Group>
        <WorkLine assignment={assignment} />
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {kind === 'opens'
              ? clt('assignment.opens', { date: formatDateTime(assignment.opensAt, language) })
              : kind === 'overdue'
                ? clt('assignment.overdue', { date: formatDateTime(assignment.dueAt, language) })
                : clt('assignment.due', {
                    when: relativeTime(assignment.dueAt, now, language),
                    date: formatDateTime(assignment.dueAt, language),
                  })}
          </Text>
        </Group>
        <Group gap="xs" c="dimmed">
          <Text size="sm">
            {clt('assignment.attempts', {
              used: assignment.attemptsUsed,
              allowed: assignment.attemptsAllowed,
            })}
          </Text>
          {assignment.result && (
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {clt('assignment.result', {
                score: Math.round(assignment.result.score * 10) / 10,
                max: assignment.result.max,
              })}
            </Text>
          )}
        </Group>
        {start.isError && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => start.reset()}>
            {apiErrorText(start.error) || clt('assignment.startFailed')}
          </Alert>
        )}
        <Group gap="xs">
          {assignment.canStart && (
            <Button size="xs" loading={start.isPending} onClick={() => start.mutate(assignment.id)}>
              {action}
            </Button>
          )}
          {resultPath && (
            <Button component={Link} to={resultPath} variant="default" size="xs">
              {clt('assignment.viewResult')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
