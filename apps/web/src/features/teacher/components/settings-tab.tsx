import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail, ClassUpdate } from '@prepwise/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { TableScroll } from '../../../components/ui/table-scroll';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { creditsQueryOptions, teacherClasses, teacherKey } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';

const pageSize = 10;

function ClassForm({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(klass.name);
  const [targetDate, setTargetDate] = useState(klass.targetDate?.slice(0, 10) ?? '');
  const update = useMutation({
    mutationFn: (body: ClassUpdate) =>
      teacherClasses.update({ params: { id: klass.id }, body }, { context: { silent: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKey }),
  });
  const isNameMissing = name.trim() === '';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-settings-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isNameMissing) update.mutate({ name: name.trim(), targetDate: targetDate || null });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="class-settings-title">
            {tt('settings.title')}
          </Title>
          <TextInput
            label={tt('newClass.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={isNameMissing ? tt('newClass.nameRequired') : undefined}
            maxLength={80}
            required
          />
          <TextInput
            type="date"
            label={tt('newClass.targetDate')}
            value={targetDate}
            onChange={(event) => setTargetDate(event.currentTarget.value)}
          />
          {update.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(update.error)}
            </Text>
          )}
          {update.isSuccess && (
            <Text size="sm" c="green.8" role="status">
              {tt('settings.saved')}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={update.isPending && update.variables.archived === undefined}>
              {tt('common.save')}
            </Button>
            <Button
              variant="default"
              color={klass.archived ? undefined : 'red'}
              loading={update.isPending && update.variables.archived !== undefined}
              onClick={() => update.mutate({ archived: !klass.archived })}
            >
              {klass.archived ? tt('settings.unarchive') : tt('settings.archive')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {tt('settings.archiveHelp')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

function Credits({ klass }: { klass: ClassDetail }) {
  const { tt, language } = useTeacherT();
  const [page, setPage] = useState(0);
  const ledger = useQuery(creditsQueryOptions(klass.id, page, pageSize));
  return (
    <Stack gap="sm" component="section" aria-labelledby="class-credits-title">
      <Title order={2} size="h3" id="class-credits-title">
        {tt('credits.title')}
      </Title>
      <Text>{tt('class.credits', { ai: klass.credits.aiScoring, mock: klass.credits.mockScore })}</Text>
      {ledger.isError ? (
        <ErrorState message={tt('credits.loadFailed')} onRetry={() => void ledger.refetch()} />
      ) : ledger.isPending ? (
        <Skeleton height={80} />
      ) : ledger.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {tt('credits.empty')}
        </Text>
      ) : (
        <>
          <TableScroll minWidth={320}>
            <Table striped verticalSpacing="xs" aria-label={tt('credits.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{tt('credits.date')}</Table.Th>
                  <Table.Th scope="col">{tt('credits.resource')}</Table.Th>
                  <Table.Th scope="col">{tt('credits.amount')}</Table.Th>
                  <Table.Th scope="col">{tt('credits.source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ledger.data.items.map((entry, index) => (
                  <Table.Tr key={`${entry.createdDate}-${index}`}>
                    <Table.Td>{formatDate(entry.createdDate, language)}</Table.Td>
                    <Table.Td>{tt(`credits.${entry.resource}`)}</Table.Td>
                    <Table.Td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.source}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Paging page={page} size={pageSize} total={ledger.data.total} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** The class's name, exam date and archiving (owner only), and its credits with their ledger. */
export function SettingsTab({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  return (
    <Stack gap="lg">
      {klass.isOwner ? (
        <ClassForm key={`${klass.name}-${klass.targetDate ?? ''}`} klass={klass} />
      ) : (
        <Text size="sm" c="dimmed">
          {tt('settings.ownerOnly', { name: klass.ownerName })}
        </Text>
      )}
      <Credits klass={klass} />
    </Stack>
  );
}
