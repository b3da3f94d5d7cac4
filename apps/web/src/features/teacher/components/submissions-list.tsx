import { useState } from 'react';
import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListStates } from '../../../components/lists/paged-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { TableScroll } from '../../../components/ui/table-scroll';
import { submissionsQueryOptions } from '../api/teacher-api';
import { formatDateTime, formatDuration, formatScore } from '../lib/date-input';
import { learnerPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';
import { StatusBadge } from './status-badge';

const pageSize = 50;

/** Each learner's line on an assignment: standing, attempts, score, time spent, open answers signed. */
export function SubmissionsList({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const { tt, language } = useTeacherT();
  const [page, setPage] = useState(0);
  const submissions = useQuery(submissionsQueryOptions(assignmentId, page, pageSize));
  return (
    <ListStates
      query={submissions}
      loadFailed={tt('submissions.loadFailed')}
      loading={<Skeleton height={160} radius="md" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          title={tt('submissions.empty')}
          description={tt('submissions.emptyText')}
        />
      }
    >
      {(data) => (
        <Stack gap="xs">
          <TableScroll minWidth={640}>
            <Table striped withTableBorder verticalSpacing="xs" aria-label={tt('submissions.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{tt('gradebook.learner')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.status')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.attempts')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.score')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.time')}</Table.Th>
                  <Table.Th scope="col">{tt('submissions.signed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Table.Tr key={row.userId} data-testid={`submission-${row.userId}`}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to={learnerPath(classId, row.userId)} size="sm">
                        {row.fullName}
                      </Anchor>
                      {row.submittedDate && (
                        <Text size="xs" c="dimmed">
                          {formatDateTime(row.submittedDate, language)}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>{row.attemptsUsed}</Table.Td>
                    <Table.Td>{formatScore(row.result)}</Table.Td>
                    <Table.Td>{formatDuration(row.secondsSpent)}</Table.Td>
                    <Table.Td>
                      {row.openAnswers > 0
                        ? tt('submissions.signedOf', { signed: row.signedAnswers, total: row.openAnswers })
                        : '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Group justify="flex-end">
            <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
          </Group>
        </Stack>
      )}
    </ListStates>
  );
}
