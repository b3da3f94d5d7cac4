import { Anchor, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PracticeSession } from '@prepwise/contracts';
import { historyDetailPath } from '../../practice';
import { formatDateTime, sessionTypeOf } from '../lib/date-time';
import { SessionActions } from './session-actions';
import { SessionScore } from './session-score';
import { SessionStatus } from './session-status';
import { TableScroll } from '../../../components/ui/table-scroll';

/**
 * Past sessions: date, type, score, status and, under the status while a session is in progress,
 * Finish and Discard; the date opens the detail view.
 */
export function HistoryTable({ sessions }: { sessions: PracticeSession[] }) {
  const { t } = useTranslation();
  return (
    <TableScroll minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.col.date')}</Table.Th>
            <Table.Th>{t('history.col.type')}</Table.Th>
            <Table.Th>{t('history.col.score')}</Table.Th>
            <Table.Th>{t('history.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.examId}>
              <Table.Td>
                <Anchor component={Link} to={historyDetailPath(session.examId)} size="sm">
                  {formatDateTime(session.startedDate)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {sessionTypeOf(session) ? t(`questionType.${sessionTypeOf(session)}`) : t('history.mixed')}
              </Table.Td>
              <Table.Td>
                <SessionScore exam={session} />
              </Table.Td>
              <Table.Td>
                {/* Under the status, so the row still fits a phone without scrolling sideways. */}
                <Stack gap={6} align="flex-start">
                  <SessionStatus status={session.status} />
                  <SessionActions exam={session} place="row" />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
