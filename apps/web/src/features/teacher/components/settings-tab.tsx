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
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  classCreditMoveSchema,
  classUpdateSchema,
  type ClassCreditMove,
  type ClassDetail,
  type ClassUpdate,
} from '@prepwise/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListStates } from '../../../components/lists/paged-list';
import { QueryStates } from '../../../components/ui/query-states';
import { TableScroll } from '../../../components/ui/table-scroll';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { countOf, requestResolver } from '../../../lib/request-resolver';
import { creditsQueryOptions, teacherClasses, teacherKey, walletQueryOptions } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';
import { Paging } from './paging';

const pageSize = 10;

/** The class's name and exam date as typed; an empty date is none. */
interface ClassValues {
  name: string;
  targetDate: string;
}

const classResolver = requestResolver(classUpdateSchema, (values: ClassValues) => ({
  name: values.name,
  targetDate: values.targetDate || null,
}));

function ClassForm({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const form = useForm<ClassValues, unknown, z.output<typeof classUpdateSchema>>({
    resolver: classResolver,
    // The name's problem shows as it is typed, as it did before the form's library.
    mode: 'onChange',
    defaultValues: { name: klass.name, targetDate: klass.targetDate?.slice(0, 10) ?? '' },
  });
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
  const handleSubmit = form.handleSubmit((body) => update.mutate(body));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-settings-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="class-settings-title">
            {tt('settings.title')}
          </Title>
          <TextInput
            {...form.register('name')}
            label={tt('newClass.name')}
            error={form.formState.errors.name ? tt('newClass.nameRequired') : undefined}
            maxLength={80}
            required
          />
          <TextInput {...form.register('targetDate')} type="date" label={tt('newClass.targetDate')} />
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

/** The counts to move as typed: a number, or '' for an emptied field (none). */
interface MoveValues {
  aiScoring: number | string;
  mockScore: number | string;
}

const creditLabels = { aiScoring: 'credits.ai_scoring', mockScore: 'credits.mock_score' } as const;

const moveResolver = requestResolver(classCreditMoveSchema, (values: MoveValues) => ({
  aiScoring: countOf(values.aiScoring),
  mockScore: countOf(values.mockScore),
}));

/**
 * Credits from the teacher's class wallet (the class plans they bought in the shop) moved to this
 * class: as many AI scorings and scored mocks as the wallet holds. With the manage right only.
 */
function WalletMove({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const wallet = useQuery(walletQueryOptions());
  const form = useForm<MoveValues, unknown, z.output<typeof classCreditMoveSchema>>({
    resolver: moveResolver,
    defaultValues: { aiScoring: 0, mockScore: 0 },
  });
  const { errors } = form.formState;
  const move = useMutation({
    mutationFn: (body: ClassCreditMove) =>
      teacherClasses.moveCredits({ params: { id: klass.id }, body }, { context: { silent: true } }),
    onSuccess: () => {
      form.reset();
      return queryClient.invalidateQueries({ queryKey: teacherKey });
    },
  });
  const handleSubmit = form.handleSubmit((body) => move.mutate(body));
  const counts = useWatch({ control: form.control });
  // Nothing to move yet: the button waits (the contract refuses a move of no credit).
  const nothingChosen = countOf(counts.aiScoring ?? 0) + countOf(counts.mockScore ?? 0) <= 0;
  return (
    <QueryStates query={wallet} errorMessage={tt('wallet.loadFailed')} loading={<Skeleton height={60} />}>
      {(data) => (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-wallet-title">
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
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
                    {(['aiScoring', 'mockScore'] as const).map((name) => (
                      <Controller
                        key={name}
                        control={form.control}
                        name={name}
                        render={({ field }) => (
                          <NumberInput
                            ref={field.ref}
                            label={tt(creditLabels[name])}
                            min={0}
                            max={data[name]}
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            allowDecimal={false}
                            error={errors[name] ? tt('wallet.range', { max: data[name] }) : undefined}
                          />
                        )}
                      />
                    ))}
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
