import { MultiSelect, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  examFamilyTypes,
  maxAssignmentQuestions,
  mockBlueprintNames,
  type ExamFamily,
} from '@prepwise/contracts';
import { SwitchField } from '../../../components/forms/switch-field';
import { useTeacherT } from '../lib/use-teacher-t';
import type { AssignmentRequest, AssignmentValues } from './assignment-values';
import { QuestionPicker } from './question-picker';

type AssignmentControl = Control<AssignmentValues, ExamFamily, AssignmentRequest>;

/** A whole number from 1 to `max` (draws, attempts), its problem under it. */
export function CountField({
  control,
  name,
  label,
  max,
  width,
}: {
  control: AssignmentControl;
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

/** N questions of some types, drawn once for everyone or for each learner. */
function DrawnWorkFields({ control, family }: { control: AssignmentControl; family: ExamFamily }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="work.types"
        render={({ field, fieldState }) => (
          <MultiSelect
            ref={field.ref}
            label={tt('assignmentForm.drawTypes')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            data={examFamilyTypes[family].map((name) => ({ value: name, label: t(`questionType.${name}`) }))}
            maxValues={10}
            searchable
            error={fieldState.error ? tt('assignmentForm.typesRequired') : undefined}
          />
        )}
      />
      <CountField
        control={control}
        name="work.count"
        label={tt('assignmentForm.drawCount')}
        max={maxAssignmentQuestions}
        width={180}
      />
      <SwitchField control={control} name="work.perLearner" label={tt('assignmentForm.perLearner')} />
    </Stack>
  );
}

/** The questions the teacher picks, and the problem when none is. */
function ChosenWorkFields({ control, family }: { control: AssignmentControl; family: ExamFamily }) {
  const { tt } = useTeacherT();
  const { errors } = useFormState({ control, name: 'work.questionIds' });
  return (
    <>
      <Controller
        control={control}
        name="work.questionIds"
        render={({ field }) => (
          <QuestionPicker family={family} chosen={field.value} onChange={field.onChange} />
        )}
      />
      {errors.work?.questionIds && (
        <Text c="red" size="sm" role="alert">
          {tt('assignmentForm.questionsRequired')}
        </Text>
      )}
    </>
  );
}

/** A mock test of the class's exam, by blueprint. */
function MockWorkFields({ control, family }: { control: AssignmentControl; family: ExamFamily }) {
  const { tt } = useTeacherT();
  return (
    <Controller
      control={control}
      name="work.blueprint"
      render={({ field }) => (
        <Select
          ref={field.ref}
          label={tt('assignmentForm.blueprint', { family })}
          value={field.value}
          allowDeselect={false}
          onChange={(value) => value && field.onChange(value)}
          onBlur={field.onBlur}
          data={mockBlueprintNames.map((name) => ({ value: name, label: tt(`blueprint.${name}`) }))}
        />
      )}
    />
  );
}

/** What the class is given: the kind (chosen questions, drawn questions, a mock) and its fields. */
export function AssignmentWorkFields({
  control,
  family,
}: {
  control: AssignmentControl;
  family: ExamFamily;
}) {
  const { tt } = useTeacherT();
  const kind = useWatch({ control, name: 'work.kind' });
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="assignment-kind">
          {tt('assignmentForm.kind')}
        </Text>
        <Controller
          control={control}
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
        <DrawnWorkFields control={control} family={family} />
      ) : kind === 'PRACTICE_CHOSEN' ? (
        <ChosenWorkFields control={control} family={family} />
      ) : (
        <MockWorkFields control={control} family={family} />
      )}
    </>
  );
}
