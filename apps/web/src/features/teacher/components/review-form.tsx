import { useMemo } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reviewAnswerSchema, type GradingAnswer, type ReviewAnswer } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { numberOf, requestResolver } from '../../../lib/request-resolver';
import { assignmentKey, teacherKey, teacherViews } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';

type Trait = [name: string, trait: { score: number; max: number }];

/** The scores as typed (a number, or '' for an emptied field) by trait name, and the comment. */
interface ReviewValues {
  traits: Record<string, number | string>;
  comment: string;
}

/**
 * The contract's review with each of the AI's traits, each from 0 to that trait's maximum (the
 * contract bounds a score by 100 only; the answer gives each trait's own).
 */
function reviewSchemaOf(traits: Trait[]) {
  const score = reviewAnswerSchema.shape.traits.valueType;
  return reviewAnswerSchema.extend({
    traits: z.strictObject(Object.fromEntries(traits.map(([name, trait]) => [name, score.max(trait.max)]))),
  });
}

const requestOf = (values: ReviewValues): ReviewAnswer => ({
  traits: Object.fromEntries(Object.entries(values.traits).map(([name, score]) => [name, numberOf(score)])),
  comment: values.comment,
});

/** Starts from the teacher's signed scores if any, else the AI's, trait by trait. */
function startingValues(answer: GradingAnswer): ReviewValues {
  const traits = answer.ai?.traits ?? {};
  return {
    traits: Object.fromEntries(
      Object.entries(traits).map(([name, trait]) => [name, answer.review?.traits[name] ?? trait.score]),
    ),
    comment: answer.review?.comment ?? '',
  };
}

/** Signs an open answer: a score per trait of the AI's (0 to its maximum) and a comment. */
export function ReviewForm({ answer, assignmentId }: { answer: GradingAnswer; assignmentId: string }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation('scoring');
  const queryClient = useQueryClient();
  const traits = useMemo(() => Object.entries(answer.ai?.traits ?? {}), [answer.ai]);
  const resolver = useMemo(() => requestResolver(reviewSchemaOf(traits), requestOf), [traits]);
  const form = useForm<ReviewValues, unknown, ReviewAnswer>({
    resolver,
    // A score out of range shows as it is typed, and the button waits, as before the form's library.
    mode: 'onChange',
    defaultValues: startingValues(answer),
  });
  const { errors, isValid } = form.formState;
  const scores = useWatch({ control: form.control, name: 'traits' });
  const review = useMutation({
    mutationFn: (body: ReviewAnswer) =>
      teacherViews.review(
        { params: { kind: answer.kind, attemptId: answer.attemptId, questionId: answer.questionId }, body },
        { context: { silent: true } },
      ),
    onSuccess: async (signed) => {
      queryClient.setQueryData(
        [...teacherKey, 'answer', answer.kind, answer.attemptId, answer.questionId],
        signed,
      );
      await queryClient.invalidateQueries({ queryKey: assignmentKey(assignmentId) });
    },
  });
  const handleSubmit = form.handleSubmit((body) => review.mutate(body));
  const total = Object.values(scores).reduce<number>(
    (sum, score) => sum + (typeof score === 'number' ? score : 0),
    0,
  );
  if (traits.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {tt('review.noAi')}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-title">
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="review-title">
            {answer.review ? tt('review.changeTitle') : tt('review.title')}
          </Title>
          {traits.map(([name, trait]) => (
            <Controller
              key={name}
              control={form.control}
              name={`traits.${name}`}
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  label={tt('review.trait', {
                    trait: t(`trait.${name}`, { defaultValue: name }),
                    max: trait.max,
                  })}
                  description={tt('review.aiGave', { score: trait.score })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={0}
                  max={trait.max}
                  step={0.5}
                  decimalScale={1}
                  error={errors.traits?.[name] ? tt('review.range', { max: trait.max }) : undefined}
                  maw={260}
                />
              )}
            />
          ))}
          <Text fw={600}>{tt('review.total', { score: total, max: answer.ai?.max ?? 0 })}</Text>
          <Textarea
            {...form.register('comment')}
            label={tt('review.comment')}
            maxLength={2000}
            autosize
            minRows={3}
          />
          {review.isError && (
            <Text c="red" size="sm" role="alert">
              {apiErrorText(review.error)}
            </Text>
          )}
          {review.isSuccess && (
            <Text c="green.8" size="sm" role="status">
              {tt('review.saved')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={review.isPending} disabled={!isValid}>
              {tt('review.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
