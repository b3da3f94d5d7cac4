import { Button, Group, MultiSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  maxAssignmentAttempts,
  type AssignmentCreate,
  type ClassDetail,
  type ExamFamily,
} from '@prepwise/contracts';
import { SwitchField } from '../../../components/forms/switch-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { classKey, learnersQueryOptions, teacherClasses } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';
import { assignmentResolver, newAssignmentValues } from './assignment-values';
import type { AssignmentRequest, AssignmentValues } from './assignment-values';
import { AssignmentWorkFields, CountField } from './assignment-work-fields';

/**
 * "New assignment": a title; questions the teacher picks, N questions of some types drawn once for
 * everyone or for each learner, or a mock test; the whole class or some of its learners; the due
 * time, the attempts allowed and whether late work counts.
 */
export function AssignmentForm({ klass, onDone }: { klass: ClassDetail; onDone: () => void }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const form = useForm<AssignmentValues, ExamFamily, AssignmentRequest>({
    resolver: assignmentResolver,
    context: klass.examFamily,
    defaultValues: newAssignmentValues(),
  });
  const { errors } = form.formState;
  const isSomeLearners = useWatch({ control: form.control, name: 'someLearners' });
  const learners = useQuery({ ...learnersQueryOptions(klass.id, '', 0, 100), enabled: isSomeLearners });
  const create = useMutation({
    mutationFn: (body: AssignmentCreate) =>
      teacherClasses.createAssignment({ params: { id: klass.id }, body }, { context: { silent: true } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: classKey(klass.id) });
      onDone();
    },
  });
  const handleSubmit = form.handleSubmit((request) => create.mutate(request));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-assignment-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <Title order={3} size="h4" id="new-assignment-title">
            {tt('assignmentForm.title')}
          </Title>
          <TextInput
            {...form.register('title')}
            label={tt('assignmentForm.name')}
            error={errors.title ? tt('assignmentForm.nameRequired') : undefined}
            maxLength={120}
            required
          />
          <AssignmentWorkFields control={form.control} family={klass.examFamily} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              {...form.register('dueAt')}
              type="datetime-local"
              label={tt('assignmentForm.due')}
              error={errors.dueAt ? tt('work.dueRequired') : undefined}
              required
            />
            <CountField
              control={form.control}
              name="attemptsAllowed"
              label={tt('assignmentForm.attempts')}
              max={maxAssignmentAttempts}
              width={140}
            />
          </Group>
          <SwitchField control={form.control} name="someLearners" label={tt('assignmentForm.someLearners')} />
          {isSomeLearners && (
            <Controller
              control={form.control}
              name="learnerIds"
              render={({ field }) => (
                <MultiSelect
                  ref={field.ref}
                  label={tt('assignmentForm.learners')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  data={(learners.data?.items ?? []).map((learner) => ({
                    value: learner.userId,
                    label: learner.fullName,
                  }))}
                  searchable
                  nothingFoundMessage={learners.isPending ? tt('assignmentForm.learnersLoading') : undefined}
                  error={errors.learnerIds ? tt('assignmentForm.learnersRequired') : undefined}
                />
              )}
            />
          )}
          <SwitchField control={form.control} name="lateAllowed" label={tt('assignmentForm.late')} />
          {create.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(create.error)}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              {tt('assignmentForm.submit')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {tt('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
