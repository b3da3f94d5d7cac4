import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { answeredQuestionsBySection, type MockDetail } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';

interface FinishSummaryProps {
  plan: MockDetail['plan'];
  questions: MockDetail['questions'];
  /** The saved answer of a question, if any. */
  responseOf: (questionId: number) => object | null | undefined;
  isFinishing: boolean;
  onFinish: () => void;
}

/** The FINISH step: answered questions per section (numbered as the paper counts them) and "Finish test". */
export function FinishSummary({ plan, questions, responseOf, isFinishing, onFinish }: FinishSummaryProps) {
  const { mk } = useMockT();
  const rows = answeredQuestionsBySection(plan, questions, responseOf).map((row) => ({
    ...row,
    rowKey: `${row.key}-${row.section}`,
  }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const done = rows.reduce((sum, row) => sum + row.done, 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {mk('finish.title')}
        </Title>
        <Text>{mk('finish.answered', { done, total })}</Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{mk('intro.section')}</Table.Th>
              <Table.Th ta="right">{mk('finish.saved')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.rowKey}>
                <Table.Td>{mk(`section.${row.key}`)}</Table.Td>
                <Table.Td ta="right">
                  {row.done} / {row.total}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {done < total && (
          <Alert color="yellow" variant="light">
            {mk('finish.unanswered')}
          </Alert>
        )}
        <Button onClick={onFinish} loading={isFinishing} style={{ alignSelf: 'flex-start' }}>
          {mk('finish.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
