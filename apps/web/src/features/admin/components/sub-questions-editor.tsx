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
import { subQuestionCount } from '@prepwise/contracts';
import { emptySubQuestion, subQuestionChoices, type SubQuestionFormValues } from '../lib/question-form';
import { useQuestionsT } from '../lib/use-questions-t';

type FieldErrors = Partial<Record<string, string>>;
type TextKey = Exclude<keyof SubQuestionFormValues, 'expectAnswer'>;

const letters = ['A', 'B', 'C', 'D'] as const;

/**
 * The questions of a reading passage, one fieldset each: the question, four answers, the right
 * one and an optional explanation in English and Vietnamese. Between 9 and 10 (the add and remove
 * buttons stop at the limits); the server's problems show on their fields (`questions.N.field`).
 */
export function SubQuestionsEditor(props: {
  value: SubQuestionFormValues[];
  errors: FieldErrors;
  onChange: (next: SubQuestionFormValues[]) => void;
}) {
  const { qt } = useQuestionsT();
  const { value, errors } = props;
  const update = (index: number, patch: Partial<SubQuestionFormValues>) =>
    props.onChange(value.map((sub, at) => (at === index ? { ...sub, ...patch } : sub)));
  const text = (index: number, key: TextKey) => ({
    value: value[index]?.[key] ?? '',
    onChange: (event: { currentTarget: { value: string } }) =>
      update(index, { [key]: event.currentTarget.value }),
  });
  /**
   * The server's problem with a field. A blank field's is said in the admin's language (the
   * contracts' schema speaks English); any other problem is shown as the server words it.
   */
  const errorOf = (index: number, key: keyof SubQuestionFormValues, ...paths: string[]) => {
    const problem = paths.map((path) => errors[`questions.${index}.${path}`]).find(Boolean);
    if (!problem) return undefined;
    if (key === 'expectAnswer' && !value[index]?.expectAnswer) return qt('problem.chooseAnswer');
    return value[index]?.[key].trim() ? problem : qt('problem.blank');
  };

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
      {errors.questions && (
        <Alert color="red" role="alert">
          {errors.questions}
        </Alert>
      )}
      {value.map((sub, index) => {
        const number = index + 1;
        return (
          <Fieldset key={index} legend={qt('sub.legend', { number })} radius="md">
            <Stack gap="xs">
              <Textarea
                label={qt('sub.text')}
                autosize
                minRows={1}
                maxRows={6}
                error={errorOf(index, 'text', 'text')}
                {...text(index, 'text')}
              />
              {subQuestionChoices.map((choice, at) => (
                <TextInput
                  key={choice}
                  label={qt('sub.answer', { letter: letters[at] })}
                  error={errorOf(index, choice, choice)}
                  {...text(index, choice)}
                />
              ))}
              <NativeSelect
                label={qt('sub.expectAnswer')}
                value={sub.expectAnswer}
                error={errorOf(index, 'expectAnswer', 'expectAnswer')}
                onChange={(event) =>
                  update(index, {
                    expectAnswer: event.currentTarget.value as SubQuestionFormValues['expectAnswer'],
                  })
                }
                data={[
                  { value: '', label: qt('sub.expectAnswerNone') },
                  ...letters.map((letter) => ({ value: letter, label: letter })),
                ]}
              />
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Textarea
                  label={qt('sub.explanationEn')}
                  autosize
                  minRows={1}
                  error={errorOf(index, 'explanationEn', 'explanation.en', 'explanation')}
                  style={{ flex: '1 1 220px' }}
                  {...text(index, 'explanationEn')}
                />
                <Textarea
                  label={qt('sub.explanationVi')}
                  autosize
                  minRows={1}
                  error={errorOf(index, 'explanationVi', 'explanation.vi')}
                  style={{ flex: '1 1 220px' }}
                  {...text(index, 'explanationVi')}
                />
              </Group>
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  disabled={value.length <= subQuestionCount.min}
                  onClick={() => props.onChange(value.filter((_, at) => at !== index))}
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
          disabled={value.length >= subQuestionCount.max}
          onClick={() => props.onChange([...value, emptySubQuestion()])}
        >
          {qt('sub.add')}
        </Button>
      </Group>
    </Stack>
  );
}
