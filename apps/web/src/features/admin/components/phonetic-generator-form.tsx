import { Button, Card, Group, NativeSelect, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import {
  maxGeneratedPhoneticItems,
  maxPhoneticCandidateWords,
  phoneticGenerateRequestSchema,
  phoneticQuestionTypes,
  type PhoneticGenerateRequest,
  type PhoneticQuestionType,
} from '@prepwise/contracts';
import { candidateWordsOf } from '../lib/phonetic-preview';
import { requestResolver } from '../../../lib/request-resolver';
import { useQuestionsT } from '../lib/use-questions-t';

interface GeneratorValues {
  type: PhoneticQuestionType;
  source: 'typed' | 'pick';
  /** The words as typed; the request's `words` are split from it. */
  words: string;
  count: number | string;
}

/** An item offers four words, so fewer typed words cannot make one (the generator's own rule). */
const minimumTypedWords = 4;

// The contract's request, plus the form's own minimum of typed words.
const formSchema = phoneticGenerateRequestSchema.refine(
  (request) => !request.words || request.words.length >= minimumTypedWords,
  { path: ['words'], message: 'too_few' },
);

const resolver = requestResolver(formSchema, (values: GeneratorValues): PhoneticGenerateRequest =>
  values.source === 'pick'
    ? { type: values.type, count: values.count === '' ? undefined : Number(values.count) }
    : { type: values.type, words: candidateWordsOf(values.words) },
);

interface PhoneticGeneratorFormProps {
  isGenerating: boolean;
  onGenerate: (request: PhoneticGenerateRequest) => void;
}

/** The generator's request: the item type, and the admin's own words or a number to pick. */
export function PhoneticGeneratorForm({ isGenerating, onGenerate }: PhoneticGeneratorFormProps) {
  const { qt, t } = useQuestionsT();
  const form = useForm<GeneratorValues, unknown, PhoneticGenerateRequest>({
    resolver,
    defaultValues: { type: 'PHONETIC_STRESS', source: 'typed', words: '', count: 5 },
  });
  const source = useWatch({ control: form.control, name: 'source' });
  // An error of one word (too long) arrives on the word's place in the list, without a message here.
  const wordsError = form.formState.errors.words as (FieldError & Record<number, unknown>) | undefined;
  const wordsText = !wordsError
    ? undefined
    : wordsError.type === 'too_big'
      ? qt('phonetics.wordsTooMany', { max: maxPhoneticCandidateWords })
      : wordsError.message
        ? qt('phonetics.wordsTooFew')
        : qt('phonetics.wordTooLong');
  const handleSubmit = form.handleSubmit(onGenerate);

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={qt('phonetics.formLabel')}>
        <Stack gap="sm">
          <NativeSelect
            {...form.register('type')}
            label={qt('phonetics.type')}
            data={phoneticQuestionTypes.map((value) => ({ value, label: t(`questionType.${value}`) }))}
          />
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <Radio.Group
                label={qt('phonetics.source')}
                value={field.value}
                onChange={(value) => field.onChange(value === 'pick' ? 'pick' : 'typed')}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="typed" label={qt('phonetics.sourceTyped')} />
                  <Radio value="pick" label={qt('phonetics.sourcePick')} />
                </Group>
              </Radio.Group>
            )}
          />
          {source === 'typed' ? (
            <Textarea
              {...form.register('words')}
              label={qt('phonetics.words')}
              description={qt('phonetics.wordsHint')}
              autosize
              minRows={3}
              maxRows={8}
              error={wordsText}
            />
          ) : (
            <Controller
              control={form.control}
              name="count"
              render={({ field }) => (
                <NumberInput
                  label={qt('phonetics.count')}
                  min={1}
                  max={maxGeneratedPhoneticItems}
                  clampBehavior="strict"
                  allowDecimal={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  maw={200}
                />
              )}
            />
          )}
          <Group>
            <Button type="submit" loading={isGenerating} leftSection={<IconWand size={16} aria-hidden />}>
              {qt('phonetics.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
