import { Table, Text } from '@mantine/core';
import type { MockReport } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import type { Language } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';
import { useMockName } from '../../../lib/mock-name';
import { TableScroll } from '../../../components/ui/table-scroll';

function Cell({ value, now }: { value: number | null; now: number | null }) {
  if (value === null) return <Table.Td ta="right">–</Table.Td>;
  // Marks out of 10 have two decimals; a difference of them should not print float noise.
  const change = now !== null ? Math.round((now - value) * 100) / 100 : null;
  return (
    <Table.Td ta="right">
      {value}
      {change !== null && change !== 0 && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({change > 0 ? `+${change}` : change})
        </Text>
      )}
    </Table.Td>
  );
}

function NameCell({ mock, language }: { mock: MockReport['previous'][number]; language: Language }) {
  const mockName = useMockName();
  return (
    <Table.Td>
      {mockName(mock.name)}
      {mock.finishedDate && (
        <Text size="xs" c="dimmed">
          {formatDate(mock.finishedDate, language)}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * This mock against the learner's earlier scored mocks of the same kind (the server sends only
 * those): a PTE mock's overall and four skills on 10-90, a THPT paper's mark out of 10.
 */
export function PreviousMocks({ report }: { report: MockReport }) {
  const { mk, language } = useMockT();
  const scores = report.scores;
  if (report.previous.length === 0) return <Text c="dimmed">{mk('report.noPrevious')}</Text>;
  if (report.examInfo.kind === 'THPT')
    return (
      <Table withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          {mk('report.previousThptCaption')}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{mk('report.mock')}</Table.Th>
            <Table.Th ta="right">{mk('report.markOutOf10')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.previous.map((mock) => (
            <Table.Tr key={mock.id}>
              <NameCell mock={mock} language={language} />
              <Cell value={mock.overallScore} now={scores?.overallScore ?? null} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <TableScroll minWidth={480}>
      <Table withTableBorder fz="sm">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{mk('report.previousCaption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{mk('report.mock')}</Table.Th>
            <Table.Th ta="right">{mk('report.overall')}</Table.Th>
            <Table.Th ta="right">{mk('skill.speaking')}</Table.Th>
            <Table.Th ta="right">{mk('skill.writing')}</Table.Th>
            <Table.Th ta="right">{mk('skill.reading')}</Table.Th>
            <Table.Th ta="right">{mk('skill.listening')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.previous.map((mock) => (
            <Table.Tr key={mock.id}>
              <NameCell mock={mock} language={language} />
              <Cell value={mock.overallScore} now={scores?.overallScore ?? null} />
              <Cell value={mock.scoreSpeaking} now={scores?.scoreSpeaking ?? null} />
              <Cell value={mock.scoreWriting} now={scores?.scoreWriting ?? null} />
              <Cell value={mock.scoreReading} now={scores?.scoreReading ?? null} />
              <Cell value={mock.scoreListening} now={scores?.scoreListening ?? null} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
