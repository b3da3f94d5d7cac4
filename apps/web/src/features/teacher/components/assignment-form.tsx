import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  assignmentCreateSchema,
  examFamilyTypes,
  maxAssignmentAttempts,
  maxAssignmentQuestions,
  mockBlueprintNames,
  type AssignmentCreate,
  type AssignmentWork,
  type ClassDetail,
  type ExamFamily,
  type ItemQuestionType,
  type MockBlueprintName,
} from '@prepwise/contracts';
import { SwitchField } from '../../../components/forms/switch-field';
import { apiErrorText } from '../../../lib/api-error-text';
import { numberOf, requestResolver } from '../../../lib/request-resolver';
import { classKey, learnersQueryOptions, teacherClasses } from '../api/teacher-api';
import { instantOrTyped, toLocalInput } from '../lib/date-input';
import { useTeacherT } from '../lib/use-teacher-t';
import { QuestionPicker } from './question-picker';

type Request = z.output<typeof assignmentCreateSchema>;

/**
 * The form's fields, named as the request's so the schema's problems land on them. `work` holds
 * every kind's fields at once (switching kinds loses nothing chosen); only the chosen kind's are
 * sent. `someLearners` says whether `learnerIds` is sent; `dueAt` is the `datetime-local` text.
 */
interface AssignmentValues {
  title: string;
  work: {
    kind: AssignmentWork['kind'];
    questionIds: number[];
    types: ItemQuestionType[];
    count: number | string;
    perLearner: boolean;
    blueprint: MockBlueprintName;
  };
  someLearners: boolean;
  learnerIds: string[];
  dueAt: string;
  attemptsAllowed: number | string;
  lateAllowed: boolean;
}

/** The work of the chosen kind as the contract has it; a mock is of the class's exam (the context). */
function workOf(work: AssignmentValues['work'], family: ExamFamily): AssignmentCreate['work'] {
  if (work.kind === 'MOCK') return { kind: 'MOCK', mockKind: family, blueprint: work.blueprint };
  if (work.kind === 'PRACTICE_DRAWN')
    return {
      kind: 'PRACTICE_DRAWN',
      types: work.types,
      count: numberOf(work.count),
      perLearner: work.perLearner,
    };
  return { kind: 'PRACTICE_CHOSEN', questionIds: work.questionIds };
}

const resolver = requestResolver(assignmentCreateSchema, (values: AssignmentValues, family: ExamFamily) => ({
  title: values.title,
  work: workOf(values.work, family),
  ...(values.someLearners ? { learnerIds: values.learnerIds } : {}),
  dueAt: instantOrTyped(values.dueAt),
  attemptsAllowed: numberOf(values.attemptsAllowed),
  lateAllowed: values.lateAllowed,
}));

/** A whole number from 1 to `max` (draws, attempts), its problem under it. */
function CountField({
  control,
  name,
  label,
  max,
  width,
}: {
  control: Control<AssignmentValues, ExamFamily, Request>;
  name: 'work.count' | 'attemptsAllowed';
  label: string;
  max: number;
  width: number;
}) {
  const { tt } = useTeacherT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={1}
          max={max}
          clampBehavior="strict"
          error={fieldState.error ? tt('assignmentForm.range', { max }) : undefined}
          w={width}
        />
      )}
    />
  );
}

/** Due in a week, by default. */
const inAWeek = () => toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString());

/**
 * "New assignment": a title; questions the teacher picks, N questions of some types drawn once for
 * everyone or for each learner, or a mock test; the whole class or some of its learners; the due
 * time, the attempts allowed and whether late work counts.
 */
export function AssignmentForm({ klass, onDone }: { klass: ClassDetail; onDone: () => void }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AssignmentValues, ExamFamily, Request>({
    resolver,
    context: klass.examFamily,
    defaultValues: {
      title: '',
      work: {
        kind: 'PRACTICE_CHOSEN',
        questionIds: [],
        types: [],
        count: 10,
        perLearner: false,
        blueprint: 'full',
      },
      someLearners: false,
      learnerIds: [],
      dueAt: inAWeek(),
      attemptsAllowed: 1,
      lateAllowed: true,
    },
  });
  const { errors } = form.formState;
  const [kind, isSomeLearners] = useWatch({ control: form.control, name: ['work.kind', 'someLearners'] });
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
          <Stack gap={4}>
            <Text size="sm" fw={500} id="assignment-kind">
              {tt('assignmentForm.kind')}
            </Text>
            <Controller
              control={form.control}
              name="work.kind"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="assignment-kind"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={[
                    { value: 'PRACTICE_CHOSEN', label: tt('assignmentForm.practice') },
                    { value: 'PRACTICE_DRAWN', label: tt('assignmentForm.drawn') },
                    { value: 'MOCK', label: tt('assignmentForm.mock') },
                  ]}
                />
              )}
            />
          </Stack>
          {kind === 'PRACTICE_DRAWN' ? (
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="work.types"
                render={({ field }) => (
                  <MultiSelect
                    ref={field.ref}
                    label={tt('assignmentForm.drawTypes')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    data={examFamilyTypes[klass.examFamily].map((name) => ({
                      value: name,
                      label: t(`questionType.${name}`),
                    }))}
                    maxValues={10}
                    searchable
                    error={errors.work?.types ? tt('assignmentForm.typesRequired') : undefined}
                  />
                )}
              />
              <CountField
                control={form.control}
                name="work.count"
                label={tt('assignmentForm.drawCount')}
                max={maxAssignmentQuestions}
                width={180}
              />
              <SwitchField
                control={form.control}
                name="work.perLearner"
                label={tt('assignmentForm.perLearner')}
              />
            </Stack>
          ) : kind === 'PRACTICE_CHOSEN' ? (
            <>
              <Controller
                control={form.control}
                name="work.questionIds"
                render={({ field }) => (
                  <QuestionPicker family={klass.examFamily} chosen={field.value} onChange={field.onChange} />
                )}
              />
              {errors.work?.questionIds && (
                <Text c="red" size="sm" role="alert">
                  {tt('assignmentForm.questionsRequired')}
                </Text>
              )}
            </>
          ) : (
            <Controller
              control={form.control}
              name="work.blueprint"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={tt('assignmentForm.blueprint', { family: klass.examFamily })}
                  value={field.value}
                  allowDeselect={false}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  data={mockBlueprintNames.map((name) => ({ value: name, label: tt(`blueprint.${name}`) }))}
                />
              )}
            />
          )}
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
