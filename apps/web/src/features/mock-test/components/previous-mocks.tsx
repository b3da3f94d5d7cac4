import { Table, Text } from '@mantine/core';
import type { MockReport } from '@prepwise/contracts';
import { formatDate } from '../../../lib/format';
import { useMockT } from '../lib/use-mock-t';

function Cell({ value, now }: { value: number | null; now: number | null }) {
  if (value === null) return <Table.Td ta="right">–</Table.Td>;
  const change = now !== null ? now - value : null;
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

/** This mock against the learner's earlier scored mocks: overall and the four skills. */
export function PreviousMocks({ report }: { report: MockReport }) {
  const { mk, language } = useMockT();
  const scores = report.scores;
  if (report.previous.length === 0) return <Text c="dimmed">{mk('report.noPrevious')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
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
              <Table.Td>
                {mock.name}
                {mock.finishedDate && (
                  <Text size="xs" c="dimmed">
                    {formatDate(mock.finishedDate, language)}
                  </Text>
                )}
              </Table.Td>
              <Cell value={mock.overallScore} now={scores?.overallScore ?? null} />
              <Cell value={mock.scoreSpeaking} now={scores?.scoreSpeaking ?? null} />
              <Cell value={mock.scoreWriting} now={scores?.scoreWriting ?? null} />
              <Cell value={mock.scoreReading} now={scores?.scoreReading ?? null} />
              <Cell value={mock.scoreListening} now={scores?.scoreListening ?? null} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
