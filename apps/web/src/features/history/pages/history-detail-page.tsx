import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PracticeSession } from '@prepwise/contracts';
import { QueryStates } from '../../../components/ui/query-states';
import { paths } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { sessionPath } from '../../practice';
import { ScoreWithAi, useScoringPoll } from '../../scoring';
import { AnswerList } from '../components/answer-list';
import { SessionActions } from '../components/session-actions';
import { SessionScore } from '../components/session-score';
import { SessionStatus } from '../components/session-status';
import { formatDateTime, sessionTypeOf } from '../lib/date-time';
import { finishSession } from '../api/history-api';
import { BackLink } from '../../../components/ui/back-link';

/** /platform/user/history/:examId: one past session, its score and answers; resumable when in progress. */
export function HistoryDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('history.detailTitle'));
  const examId = useParams().examId ?? '';
  const detail = useScoringPoll(examId);
  const back = <BackLink to={paths.history} label={t('history.back')} />;
  return (
    <Stack gap="md">
      {back}
      <QueryStates
        query={detail}
        errorMessage={t('history.detailFailed')}
        loading={<Skeleton height={300} radius="md" />}
      >
        {(exam) => <SessionDetail exam={exam} />}
      </QueryStates>
    </Stack>
  );
}

/** The session's kind, when it started, its score, status and actions, its AI scoring and answers. */
function SessionDetail({ exam }: { exam: PracticeSession }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={1} size="h2">
        {sessionTypeOf(exam) ? t(`questionType.${sessionTypeOf(exam)}`) : t('history.mixed')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {formatDateTime(exam.startedDate)}
            </Text>
            <SessionScore exam={exam} fw={700} />
          </Stack>
          <Group gap="sm" wrap="wrap">
            <SessionStatus status={exam.status} />
            <SessionActions exam={exam} />
            {exam.status === 'INPROGRESS' && (
              <Button
                component={Link}
                to={sessionPath(exam.examId)}
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
              >
                {t('history.continue')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      <ScoreWithAi exam={exam} onFinishSession={() => finishSession(exam.examId)} />
      <AnswerList answers={exam.answers} />
    </>
  );
}
