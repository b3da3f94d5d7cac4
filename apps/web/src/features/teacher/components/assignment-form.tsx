import { useState } from 'react';
import {
  Button,
  Group,
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  assignmentCreateSchema,
  maxAssignmentAttempts,
  mockBlueprintNames,
  type AssignmentCreate,
  type ClassDetail,
  type MockBlueprintName,
} from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { classKey, teacherClasses } from '../api/teacher-api';
import { fromLocalInput, toLocalInput } from '../lib/date-input';
import { useTeacherT } from '../lib/use-teacher-t';
import { QuestionPicker } from './question-picker';

type Kind = 'PRACTICE_CHOSEN' | 'MOCK';
type Problem = 'title' | 'questions' | 'due' | null;

/** "New assignment": a title, chosen questions or a mock test, the due time and the attempts allowed. */
export function AssignmentForm({ klass, onDone }: { klass: ClassDetail; onDone: () => void }) {
  const { tt } = useTeacherT();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<Kind>('PRACTICE_CHOSEN');
  const [questionIds, setQuestionIds] = useState<number[]>([]);
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
    if (!dueAt) return setProblem('due');
    const parsed = assignmentCreateSchema.safeParse({
      title,
      work:
        kind === 'MOCK'
          ? { kind: 'MOCK', mockKind: klass.examFamily, blueprint }
          : { kind: 'PRACTICE_CHOSEN', questionIds },
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
                { value: 'MOCK', label: tt('assignmentForm.mock') },
              ]}
            />
          </Stack>
          {kind === 'PRACTICE_CHOSEN' ? (
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
