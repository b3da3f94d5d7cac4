import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStates } from '../../../components/ui/query-states';
import { agreementQueryOptions } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)} %`);

/**
 * How far the AI and the class's teachers agree on the answers they signed: how many, the share
 * where the teacher kept the AI's total, within one point of it, and the correlation.
 */
export function AgreementPanel({ classId }: { classId: string }) {
  const { tt } = useTeacherT();
  const agreement = useQuery(agreementQueryOptions(classId));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="agreement-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="agreement-title">
          {tt('agreement.title')}
        </Title>
        <QueryStates
          query={agreement}
          errorMessage={tt('agreement.loadFailed')}
          loading={<Skeleton height={48} />}
          isEmpty={(data) => data.answers === 0}
          empty={
            <Text size="sm" c="dimmed">
              {tt('agreement.none')}
            </Text>
          }
        >
          {(data) => (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {(
                [
                  ['agreement.answers', String(data.answers)],
                  ['agreement.exact', percent(data.exact)],
                  ['agreement.adjacent', percent(data.adjacent)],
                  ['agreement.correlation', data.correlation === null ? '—' : data.correlation.toFixed(2)],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {tt(label)}
                  </Text>
                  <Text fw={700}>{value}</Text>
                </div>
              ))}
            </SimpleGrid>
          )}
        </QueryStates>
      </Stack>
    </Paper>
  );
}
