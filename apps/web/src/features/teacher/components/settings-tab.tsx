import { useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassDetail, ClassUpdate } from '@prepwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListStates } from '../../../components/lists/paged-list';
import { QueryStates } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { creditsQueryOptions, teacherClasses, teacherKey, walletQueryOptions } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';

const pageSize = 10;

function ClassForm({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(klass.name);
  const [targetDate, setTargetDate] = useState(klass.targetDate?.slice(0, 10) ?? '');
  // Archiving stops new learners and work: it is asked for first (bringing a class back is not).
  const [askingArchive, setAskingArchive] = useState(false);
  const update = useMutation({
    mutationFn: (body: ClassUpdate) =>
      teacherClasses.update({ params: { id: klass.id }, body }, { context: { silent: true } }),
    onSuccess: () => {
      setAskingArchive(false);
      return queryClient.invalidateQueries({ queryKey: teacherKey });
    },
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
              onClick={() => {
                if (klass.archived) return update.mutate({ archived: false });
                // The dialog shows the archiving's failure, not an earlier rename's.
                update.reset();
                setAskingArchive(true);
              }}
            >
              {klass.archived ? tt('settings.unarchive') : tt('settings.archive')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {tt('settings.archiveHelp')}
          </Text>
        </Stack>
      </form>
      <ConfirmDialog
        opened={askingArchive}
        onClose={() => setAskingArchive(false)}
        title={tt('settings.archiveTitle', { name: klass.name })}
        body={tt('settings.archiveText')}
        cancel={tt('common.cancel')}
        confirm={tt('settings.archive')}
        color="red"
        mutation={update}
        onConfirm={() => update.mutate({ archived: true })}
      />
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
      <ListStates
        query={ledger}
        loadFailed={tt('credits.loadFailed')}
        loading={<Skeleton height={80} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {tt('credits.empty')}
          </Text>
        }
      >
        {(data) => (
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
                  {data.items.map((entry, index) => (
                    <Table.Tr key={`${entry.createdDate}-${index}`}>
                      <Table.Td>{formatDate(entry.createdDate, language)}</Table.Td>
                      <Table.Td>{tt(`credits.${entry.resource}`)}</Table.Td>
                      <Table.Td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {tt(`credits.why.${entry.source}`)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
            <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </ListStates>
    </Stack>
  );
}

/**
 * Credits from the teacher's class wallet (the class plans they bought in the shop) moved to this
 * class: as many AI scorings and scored mocks as the wallet holds. With the manage right only.
 */
function WalletMove({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const wallet = useQuery(walletQueryOptions());
  const [aiScoring, setAiScoring] = useState<number | string>(0);
  const [mockScore, setMockScore] = useState<number | string>(0);
  const move = useMutation({
    mutationFn: () =>
      teacherClasses.moveCredits(
        {
          params: { id: klass.id },
          body: { aiScoring: Number(aiScoring) || 0, mockScore: Number(mockScore) || 0 },
        },
        { context: { silent: true } },
      ),
    onSuccess: () => {
      setAiScoring(0);
      setMockScore(0);
      return queryClient.invalidateQueries({ queryKey: teacherKey });
    },
  });
  const nothingChosen = (Number(aiScoring) || 0) + (Number(mockScore) || 0) <= 0;
  return (
    <QueryStates query={wallet} errorMessage={tt('wallet.loadFailed')} loading={<Skeleton height={60} />}>
      {(data) => (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-wallet-title">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!nothingChosen) move.mutate();
            }}
          >
            <Stack gap="sm">
              <Title order={3} size="h4" id="class-wallet-title">
                {tt('wallet.title')}
              </Title>
              <Text size="sm">{tt('wallet.balance', { ai: data.aiScoring, mock: data.mockScore })}</Text>
              {data.aiScoring + data.mockScore === 0 ? (
                <Text size="sm" c="dimmed">
                  {tt('wallet.empty')} <Link to={paths.marketplace}>{tt('wallet.toShop')}</Link>
                </Text>
              ) : (
                <>
                  <Group grow align="flex-start">
                    <NumberInput
                      label={tt('credits.ai_scoring')}
                      min={0}
                      max={data.aiScoring}
                      value={aiScoring}
                      onChange={setAiScoring}
                      allowDecimal={false}
                    />
                    <NumberInput
                      label={tt('credits.mock_score')}
                      min={0}
                      max={data.mockScore}
                      value={mockScore}
                      onChange={setMockScore}
                      allowDecimal={false}
                    />
                  </Group>
                  {move.isError && (
                    <Text c="red" size="sm" role="alert">
                      {apiErrorText(move.error)}
                    </Text>
                  )}
                  {move.isSuccess && (
                    <Text size="sm" c="green.8" role="status">
                      {tt('wallet.moved')}
                    </Text>
                  )}
                  <Group>
                    <Button type="submit" disabled={nothingChosen} loading={move.isPending}>
                      {tt('wallet.move')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </form>
        </Paper>
      )}
    </QueryStates>
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
      {(klass.isOwner || klass.rights.includes('manage')) && <WalletMove klass={klass} />}
    </Stack>
  );
}
