import { useState } from 'react';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/lists/paged-list';
import { TableScroll } from '../../../components/ui/table-scroll';
import { itemsQueryOptions } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';

const pageSize = 25;
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** Each question across the class: how many answered it, the share right, the commonest wrong choice. */
export function ItemAnalysis({ assignmentId }: { assignmentId: string }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const items = useQuery(itemsQueryOptions(assignmentId, page, pageSize));
  return (
    <ListStates
      query={items}
      loadFailed={tt('items.loadFailed')}
      loading={<Skeleton height={120} radius="md" />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {tt('items.empty')}
        </Text>
      }
    >
      {(data) => (
        <Stack gap="xs">
          <TableScroll minWidth={600}>
            <Table striped withTableBorder verticalSpacing="xs" aria-label={tt('items.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{tt('items.question')}</Table.Th>
                  <Table.Th scope="col">{tt('items.answered')}</Table.Th>
                  <Table.Th scope="col">{tt('items.right')}</Table.Th>
                  <Table.Th scope="col">{tt('items.commonWrong')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Table.Tr key={row.questionId}>
                    <Table.Th scope="row" fw={400}>
                      <Text size="xs" c="dimmed">
                        {t(`questionType.${row.type}`)}
                      </Text>
                      <Text size="sm" lineClamp={2}>
                        {row.preview}
                      </Text>
                    </Table.Th>
                    <Table.Td>{row.answered}</Table.Td>
                    <Table.Td>{percent(row.meanShare ?? row.shareRight)}</Table.Td>
                    <Table.Td>
                      {row.commonWrong
                        ? tt('items.wrongChoice', {
                            choice: row.commonWrong.choice,
                            count: row.commonWrong.count,
                          })
                        : '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </ListStates>
  );
}
