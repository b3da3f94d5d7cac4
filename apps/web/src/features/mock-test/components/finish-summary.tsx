import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MockPlan } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';

interface FinishSummaryProps {
  plan: MockPlan;
  answered: ReadonlySet<number>;
  isFinishing: boolean;
  onFinish: () => void;
}

/** The FINISH step: answered items per section and "Finish test". */
export function FinishSummary({ plan, answered, isFinishing, onFinish }: FinishSummaryProps) {
  const { mk } = useMockT();
  const rows = plan.sections
    .map((section, index) => {
      const items = plan.steps.filter((step) => step.section === index && step.questionId !== null);
      const done = items.filter((step) => step.questionId !== null && answered.has(step.questionId)).length;
      return { key: `${section.key}-${index}`, sectionKey: section.key, total: items.length, done };
    })
    .filter((row) => row.total > 0);
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
              <Table.Tr key={row.key}>
                <Table.Td>{mk(`section.${row.sectionKey}`)}</Table.Td>
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
