import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { subQuestionCount } from '@prepwise/contracts';
import { emptySubQuestion, subQuestionChoices } from '../lib/question-form';
import { useQuestionFormContext } from '../lib/use-question-form-context';
import { useQuestionsT } from '../lib/use-questions-t';
import { QuestionFieldProblem } from './question-field-problem';
import { ExplanationFields } from './question-fields';

const letters = ['A', 'B', 'C', 'D'] as const;

/**
 * The questions of a reading passage (the form's `questions`), one fieldset each: the question,
 * four answers, the right one and an optional explanation in English and Vietnamese. Between 9
 * and 10 (the add and remove buttons stop at the limits); the problems show on their fields
 * (`questions.N.field`), a problem with the list itself above it.
 */
export function SubQuestionsEditor() {
  const { qt } = useQuestionsT();
  const { control, register } = useQuestionFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const { errors } = useFormState({ control, name: 'questions' });
  // The server names the list itself; the resolver puts a list's problem under `root`.
  const listProblem = errors.questions?.message ?? errors.questions?.root?.message;

  return (
    <Stack gap="sm" component="section" aria-labelledby="sub-questions-title">
      <div>
        <Text fw={600} id="sub-questions-title">
          {qt('field.questions')}
        </Text>
        <Text size="sm" c="dimmed">
          {qt('hint.questions', { min: subQuestionCount.min, max: subQuestionCount.max })}
        </Text>
      </div>
      {listProblem && (
        <Alert color="red" role="alert">
          {listProblem}
        </Alert>
      )}
      {fields.map((field, index) => {
        const number = index + 1;
        const at = `questions.${index}` as const;
        return (
          <Fieldset key={field.id} legend={qt('sub.legend', { number })} radius="md">
            <Stack gap="xs">
              <QuestionFieldProblem name={`${at}.text`}>
                {(problem) => (
                  <Textarea
                    label={qt('sub.text')}
                    autosize
                    minRows={1}
                    maxRows={6}
                    error={problem}
                    {...register(`${at}.text`)}
                  />
                )}
              </QuestionFieldProblem>
              {subQuestionChoices.map((choice, place) => (
                <QuestionFieldProblem key={choice} name={`${at}.${choice}`}>
                  {(problem) => (
                    <TextInput
                      label={qt('sub.answer', { letter: letters[place] })}
                      error={problem}
                      {...register(`${at}.${choice}`)}
                    />
                  )}
                </QuestionFieldProblem>
              ))}
              <QuestionFieldProblem name={`${at}.expectAnswer`} blank={qt('problem.chooseAnswer')}>
                {(problem) => (
                  <NativeSelect
                    label={qt('sub.expectAnswer')}
                    error={problem}
                    data={[
                      { value: '', label: qt('sub.expectAnswerNone') },
                      ...letters.map((letter) => ({ value: letter, label: letter })),
                    ]}
                    {...register(`${at}.expectAnswer`)}
                  />
                )}
              </QuestionFieldProblem>
              <ExplanationFields
                path={`${at}.explanation`}
                labels={{ en: qt('sub.explanationEn'), vi: qt('sub.explanationVi') }}
                isCompact
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  disabled={fields.length <= subQuestionCount.min}
                  onClick={() => remove(index)}
                >
                  {qt('sub.remove', { number })}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= subQuestionCount.max}
          onClick={() => append(emptySubQuestion())}
        >
          {qt('sub.add')}
        </Button>
      </Group>
    </Stack>
  );
}
