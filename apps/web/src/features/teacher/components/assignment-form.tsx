import { useState } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  assignmentCreateSchema,
  examFamilyTypes,
  maxAssignmentAttempts,
  maxAssignmentQuestions,
  mockBlueprintNames,
  type AssignmentCreate,
  type ClassDetail,
  type MockBlueprintName,
} from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { classKey, learnersQueryOptions, teacherClasses } from '../api/teacher-api';
import { fromLocalInput, toLocalInput } from '../lib/date-input';
import { useTeacherT } from '../lib/use-teacher-t';
import { QuestionPicker } from './question-picker';

type Kind = 'PRACTICE_CHOSEN' | 'PRACTICE_DRAWN' | 'MOCK';
type Problem = 'title' | 'questions' | 'types' | 'learners' | 'due' | null;
type ItemType = Extract<AssignmentCreate['work'], { kind: 'PRACTICE_DRAWN' }>['types'][number];

/**
 * "New assignment": a title; questions the teacher picks, N questions of some types drawn once for
 * everyone or for each learner, or a mock test; the whole class or some of its learners; the due
 * time, the attempts allowed and whether late work counts.
 */
export function AssignmentForm({ klass, onDone }: { klass: ClassDetail; onDone: () => void }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<Kind>('PRACTICE_CHOSEN');
  const { t } = useTranslation();
  const [questionIds, setQuestionIds] = useState<number[]>([]);
  const [drawTypes, setDrawTypes] = useState<string[]>([]);
  const [drawCount, setDrawCount] = useState(10);
  const [isPerLearner, setPerLearner] = useState(false);
  const [isSomeLearners, setSomeLearners] = useState(false);
  const [learnerIds, setLearnerIds] = useState<string[]>([]);
  const learners = useQuery({ ...learnersQueryOptions(klass.id, '', 0, 100), enabled: isSomeLearners });
  const [blueprint, setBlueprint] = useState<MockBlueprintName>('full');
  const [due, setDue] = useState(() => toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()));
  const [attempts, setAttempts] = useState(1);
  const [isLateAllowed, setLateAllowed] = useState(true);
  const [problem, setProblem] = useState<Problem>(null);
  const create = useMutation({
    mutationFn: (body: AssignmentCreate) =>
      teacherClasses.createAssignment({ params: { id: klass.id }, body }, { context: { silent: true } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: classKey(klass.id) });
      onDone();
    },
  });
  const handleSubmit = () => {
    const dueAt = fromLocalInput(due);
    if (!title.trim()) return setProblem('title');
    if (kind === 'PRACTICE_CHOSEN' && questionIds.length === 0) return setProblem('questions');
    if (kind === 'PRACTICE_DRAWN' && drawTypes.length === 0) return setProblem('types');
    if (isSomeLearners && learnerIds.length === 0) return setProblem('learners');
    if (!dueAt) return setProblem('due');
    const parsed = assignmentCreateSchema.safeParse({
      title,
      work:
        kind === 'MOCK'
          ? { kind: 'MOCK', mockKind: klass.examFamily, blueprint }
          : kind === 'PRACTICE_DRAWN'
            ? {
                kind: 'PRACTICE_DRAWN',
                types: drawTypes as ItemType[],
                count: drawCount,
                perLearner: isPerLearner,
              }
            : { kind: 'PRACTICE_CHOSEN', questionIds },
      ...(isSomeLearners ? { learnerIds } : {}),
      dueAt,
      attemptsAllowed: attempts,
      lateAllowed: isLateAllowed,
    });
    if (!parsed.success) return setProblem('due');
    setProblem(null);
    create.mutate(parsed.data);
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-assignment-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="new-assignment-title">
            {tt('assignmentForm.title')}
          </Title>
          <TextInput
            label={tt('assignmentForm.name')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={problem === 'title' ? tt('assignmentForm.nameRequired') : undefined}
            maxLength={120}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="assignment-kind">
              {tt('assignmentForm.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="assignment-kind"
              value={kind}
              onChange={(value) => setKind(value as Kind)}
              data={[
                { value: 'PRACTICE_CHOSEN', label: tt('assignmentForm.practice') },
                { value: 'PRACTICE_DRAWN', label: tt('assignmentForm.drawn') },
                { value: 'MOCK', label: tt('assignmentForm.mock') },
              ]}
            />
          </Stack>
          {kind === 'PRACTICE_DRAWN' ? (
            <Stack gap="sm">
              <MultiSelect
                label={tt('assignmentForm.drawTypes')}
                value={drawTypes}
                onChange={setDrawTypes}
                data={examFamilyTypes[klass.examFamily].map((name) => ({
                  value: name,
                  label: t(`questionType.${name}`),
                }))}
                maxValues={10}
                searchable
                error={problem === 'types' ? tt('assignmentForm.typesRequired') : undefined}
              />
              <NumberInput
                label={tt('assignmentForm.drawCount')}
                value={drawCount}
                onChange={(value) => setDrawCount(typeof value === 'number' ? value : 1)}
                min={1}
                max={maxAssignmentQuestions}
                clampBehavior="strict"
                w={180}
              />
              <Switch
                checked={isPerLearner}
                onChange={(event) => setPerLearner(event.currentTarget.checked)}
                label={tt('assignmentForm.perLearner')}
              />
            </Stack>
          ) : kind === 'PRACTICE_CHOSEN' ? (
            <>
              <QuestionPicker family={klass.examFamily} chosen={questionIds} onChange={setQuestionIds} />
              {problem === 'questions' && (
                <Text c="red" size="sm" role="alert">
                  {tt('assignmentForm.questionsRequired')}
                </Text>
              )}
            </>
          ) : (
            <Select
              label={tt('assignmentForm.blueprint', { family: klass.examFamily })}
              value={blueprint}
              allowDeselect={false}
              onChange={(value) => value && setBlueprint(value as MockBlueprintName)}
              data={mockBlueprintNames.map((name) => ({ value: name, label: tt(`blueprint.${name}`) }))}
            />
          )}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={tt('assignmentForm.due')}
              value={due}
              onChange={(event) => setDue(event.currentTarget.value)}
              error={problem === 'due' ? tt('work.dueRequired') : undefined}
              required
            />
            <NumberInput
              label={tt('assignmentForm.attempts')}
              value={attempts}
              onChange={(value) => setAttempts(typeof value === 'number' ? value : 1)}
              min={1}
              max={maxAssignmentAttempts}
              clampBehavior="strict"
              w={140}
            />
          </Group>
          <Switch
            checked={isSomeLearners}
            onChange={(event) => setSomeLearners(event.currentTarget.checked)}
            label={tt('assignmentForm.someLearners')}
          />
          {isSomeLearners && (
            <MultiSelect
              label={tt('assignmentForm.learners')}
              value={learnerIds}
              onChange={setLearnerIds}
              data={(learners.data?.items ?? []).map((learner) => ({
                value: learner.userId,
                label: learner.fullName,
              }))}
              searchable
              nothingFoundMessage={learners.isPending ? tt('assignmentForm.learnersLoading') : undefined}
              error={problem === 'learners' ? tt('assignmentForm.learnersRequired') : undefined}
            />
          )}
          <Switch
            checked={isLateAllowed}
            onChange={(event) => setLateAllowed(event.currentTarget.checked)}
            label={tt('assignmentForm.late')}
          />
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
