import { Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MockScores } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';

function MarkRows({
  rows,
  caption,
}: {
  rows: { key: string; name: string; mark: number; correct: number; total: number }[];
  caption: string;
}) {
  const { mk } = useMockT();
  if (rows.length === 0) return null;
  return (
    <Table withTableBorder striped fz="sm" captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{mk('report.thptPart')}</Table.Th>
          <Table.Th ta="right">{mk('report.thptRight')}</Table.Th>
          <Table.Th ta="right">{mk('report.thptOutOf10')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              <Text size="sm">{row.name}</Text>
              <Progress
                value={row.mark * 10}
                size="xs"
                color={row.mark >= 5 ? 'teal' : 'red'}
                aria-hidden
                mt={4}
              />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {row.correct} / {row.total}
            </Table.Td>
            <Table.Td ta="right" fw={600}>
              {row.mark.toFixed(2)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A THPT paper's result: the mark out of 10, the questions right, and the mark per part and type. */
export function ThptMarks({ scores }: { scores: MockScores }) {
  const { mk } = useMockT();
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="xl" fw={800} data-testid="thpt-mark">
          {mk('report.thptMark', { mark: scores.thptMark?.toFixed(2) ?? '–' })}
        </Text>
        <Text c="dimmed">
          {mk('report.thptCorrect', { correct: scores.correct ?? 0, total: scores.total ?? 0 })}
        </Text>
      </Stack>
      <MarkRows
        caption={mk('report.thptParts')}
        rows={(scores.thptParts ?? []).map((row) => ({
          ...row,
          key: row.part,
          name: mk(`thptPart.${row.part}`),
        }))}
      />
      <MarkRows
        caption={mk('report.thptTypes')}
        rows={(scores.thptTypes ?? []).map((row) => ({
          ...row,
          key: row.type,
          name: t(`questionType.${row.type}`),
        }))}
      />
    </Stack>
  );
}
