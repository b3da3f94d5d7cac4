import { useState } from 'react';
import { Anchor, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClassDetail, GradebookCell } from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStates } from '../../../components/lists/paged-list';
import { TableScroll } from '../../../components/ui/table-scroll';
import { assignmentsQueryOptions, gradebookQueryOptions, teacherViews } from '../api/teacher-api';
import { formatScore } from '../lib/date-input';
import { assignmentPath, learnerPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';
import { AgreementPanel } from './agreement-panel';
import { ExportButtons } from '../../../components/ui/export-buttons';
import { Paging } from './paging';
import { StatusBadge } from './status-badge';

const pageSize = 25;

function Cell({ cell }: { cell: GradebookCell | undefined }) {
  if (!cell) return <Text c="dimmed">–</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={cell.status} />
      {cell.result && <Text size="sm">{formatScore(cell.result)}</Text>}
    </Stack>
  );
}

/** The gradebook's assignment columns, in the order of the first row's cells. */
const columnsOf = (rows: { cells: GradebookCell[] }[]) =>
  rows[0]?.cells.map((cell) => cell.assignmentId) ?? [];

/** Learners × assignments: each learner's standing and score per assignment, searched and exported. */
export function GradebookTab({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const [words, setWords] = useState('');
  const [page, setPage] = useState(0);
  const gradebook = useQuery(gradebookQueryOptions(klass.id, words.trim(), page, pageSize));
  const assignments = useQuery(assignmentsQueryOptions(klass.id, 0, 100));
  const titleOf = new Map((assignments.data?.items ?? []).map((item) => [item.id, item.title]));
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {tt('gradebook.title')}
        </Title>
        <ExportButtons
          labels={{ csv: tt('export.csv'), xlsx: tt('export.xlsx') }}
          baseName={`gradebook-${klass.name}`}
          download={(format) =>
            teacherViews.gradebookExport(
              { params: { id: klass.id }, query: { format } },
              { context: { silent: true } },
            )
          }
        />
      </Group>
      <AgreementPanel classId={klass.id} />
      <TextInput
        type="search"
        label={tt('gradebook.search')}
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value);
          setPage(0);
        }}
        maxLength={80}
      />
      <ListStates
        query={gradebook}
        loadFailed={tt('gradebook.loadFailed')}
        loading={<Skeleton height={160} radius="md" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconTable size={32} aria-hidden />}
            title={words ? tt('learners.noMatch') : tt('gradebook.empty')}
            description={tt('gradebook.emptyText')}
          />
        }
      >
        {(data) => {
          const columns = columnsOf(data.items);
          return (
            <>
              <TableScroll minWidth={220 + columns.length * 150}>
                <Table striped withTableBorder verticalSpacing="xs" aria-label={tt('gradebook.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{tt('gradebook.learner')}</Table.Th>
                      {columns.map((assignmentId) => (
                        <Table.Th key={assignmentId} scope="col">
                          <Anchor component={Link} to={assignmentPath(klass.id, assignmentId)} size="sm">
                            {titleOf.get(assignmentId) ?? tt('gradebook.assignment')}
                          </Anchor>
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((row) => (
                      <Table.Tr key={row.userId}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor component={Link} to={learnerPath(klass.id, row.userId)} size="sm">
                            {row.fullName}
                          </Anchor>
                        </Table.Th>
                        {columns.map((assignmentId) => (
                          <Table.Td key={assignmentId}>
                            <Cell cell={row.cells.find((cell) => cell.assignmentId === assignmentId)} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
              <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
            </>
          );
        }}
      </ListStates>
    </Stack>
  );
}
