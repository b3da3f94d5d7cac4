import { useState } from 'react';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../../components/lists/paged-list';
import { openAnswersQueryOptions } from '../api/teacher-api';
import { formatScore } from '../lib/date-input';
import { answerPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';

const pageSize = 25;

/** The assignment's open answers (writing, speaking), each to read and sign, the signed ones marked. */
export function OpenAnswers({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const answers = useQuery(openAnswersQueryOptions(assignmentId, page, pageSize));
  return (
    <ListStates
      query={answers}
      loadFailed={tt('answers.loadFailed')}
      loading={<Skeleton height={80} radius="md" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {tt('answers.empty')}
        </Text>
      }
    >
      {(data) => (
        <Stack gap="xs">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((answer) => (
              <Card
                key={`${answer.attemptId}-${answer.questionId}`}
                withBorder
                radius="md"
                padding="sm"
                component="li"
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={2}>
                    <Anchor component={Link} to={answerPath(classId, assignmentId, answer)} fw={600}>
                      {answer.learnerName} · {t(`questionType.${answer.type}`)}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {tt('answers.ai', { score: formatScore(answer.aiScore) })}
                    </Text>
                  </Stack>
                  {answer.review ? (
                    <Badge color="green" variant="light">
                      {tt('answers.signed', { score: formatScore(answer.review) })}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {tt('answers.toSign')}
                    </Badge>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
          <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </ListStates>
  );
}
