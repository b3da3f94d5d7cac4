import { useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  assignmentUpdateSchema,
  type AssignmentSummary,
  type AssignmentUpdate,
  type ClassDetail,
} from '@prepwise/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStates } from '../../../components/lists/paged-list';
import { apiErrorText } from '../../../lib/api-error-text';
import { requestResolver } from '../../../lib/request-resolver';
import { assignmentsQueryOptions, classKey, teacherClasses } from '../api/teacher-api';
import { formatDateTime, instantOrTyped, toLocalInput } from '../lib/date-input';
import { assignmentPath } from '../lib/teacher-paths';
import { useTeacherT } from '../lib/use-teacher-t';
import { AssignmentForm } from './assignment-form';
import { Paging } from './paging';

const pageSize = 25;

/** The new due time as the `datetime-local` input holds it; the request carries its instant. */
const dueResolver = requestResolver(assignmentUpdateSchema, (values: { dueAt: string }) => ({
  dueAt: instantOrTyped(values.dueAt),
}));

function DueEditor({ assignment, onDone }: { assignment: AssignmentSummary; onDone: () => void }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const form = useForm<{ dueAt: string }, unknown, z.output<typeof assignmentUpdateSchema>>({
    resolver: dueResolver,
    // A time that is not one shows as it is typed, and Save waits, as before the form's library.
    mode: 'onChange',
    defaultValues: { dueAt: toLocalInput(assignment.dueAt) },
  });
  const update = useMutation({
    mutationFn: (body: AssignmentUpdate) =>
      teacherClasses.updateAssignment(
        { params: { id: assignment.classId, assignmentId: assignment.id }, body },
        { context: { silent: true } },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: classKey(assignment.classId) });
      onDone();
    },
  });
  const handleSubmit = form.handleSubmit((body) => update.mutate(body));
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          {...form.register('dueAt')}
          type="datetime-local"
          label={tt('work.newDue')}
          error={form.formState.errors.dueAt ? tt('work.dueRequired') : undefined}
        />
        <Button type="submit" size="sm" loading={update.isPending} disabled={!form.formState.isValid}>
          {tt('common.save')}
        </Button>
        <Button size="sm" variant="default" onClick={onDone}>
          {tt('common.cancel')}
        </Button>
      </Group>
      {update.isError && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {apiErrorText(update.error)}
        </Text>
      )}
    </form>
  );
}

function AssignmentRow({ assignment, canAssign }: { assignment: AssignmentSummary; canAssign: boolean }) {
  const { tt, language } = useTeacherT();
  const [isEditing, setEditing] = useState(false);
  const titleId = `assignment-${assignment.id}`;
  const work =
    assignment.work.kind === 'MOCK'
      ? tt('work.mock', {
          kind: assignment.work.mockKind ?? '',
          blueprint: assignment.work.blueprint ? tt(`blueprint.${assignment.work.blueprint}`) : '',
        })
      : tt('work.questions', { count: assignment.work.questionCount });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Text
          fw={600}
          id={titleId}
          component={Link}
          to={assignmentPath(assignment.classId, assignment.id)}
          td="underline"
          style={{ overflowWrap: 'anywhere' }}
        >
          {assignment.title}
        </Text>
        <Text size="sm" c="dimmed">
          {work} · {tt('work.attempts', { count: assignment.attemptsAllowed })}
        </Text>
        <Text size="sm">{tt('work.due', { date: formatDateTime(assignment.dueAt, language) })}</Text>
        <Text size="sm">
          {tt('work.handedIn', { submitted: assignment.submittedCount, total: assignment.learnerCount })}
        </Text>
        {canAssign &&
          (isEditing ? (
            <DueEditor assignment={assignment} onDone={() => setEditing(false)} />
          ) : (
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(true)}
                aria-label={tt('work.changeDueOf', { title: assignment.title })}
              >
                {tt('work.changeDue')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Card>
  );
}

/** The class's work: its assignments (due first) with how many handed in, and "New assignment". */
export function WorkTab({ klass }: { klass: ClassDetail }) {
  const { tt } = useTeacherT();
  const [page, setPage] = useState(0);
  const [isCreating, setCreating] = useState(false);
  const canAssign = klass.rights.includes('assign') && !klass.archived;
  const assignments = useQuery(assignmentsQueryOptions(klass.id, page, pageSize));
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {tt('work.title')}
        </Title>
        {canAssign && !isCreating && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {tt('work.new')}
          </Button>
        )}
      </Group>
      {isCreating && <AssignmentForm klass={klass} onDone={() => setCreating(false)} />}
      <ListStates
        query={assignments}
        loadFailed={tt('work.loadFailed')}
        loading={<Skeleton height={96} radius="md" />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<IconClipboardList size={32} aria-hidden />}
            title={tt('work.empty')}
            description={canAssign ? tt('work.emptyText') : tt('work.emptyNoRight')}
          />
        }
      >
        {(data) => (
          <>
            {data.items.map((assignment) => (
              <AssignmentRow key={assignment.id} assignment={assignment} canAssign={canAssign} />
            ))}
            <Paging page={page} size={pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </ListStates>
    </Stack>
  );
}
