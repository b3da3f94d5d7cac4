import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GradingAnswer, ReviewAnswer } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { assignmentKey, teacherKey, teacherViews } from '../api/teacher-api';
import { useTeacherT } from '../lib/use-teacher-t';

/** Starts from the teacher's signed scores if any, else the AI's, trait by trait. */
function startingScores(answer: GradingAnswer): Record<string, number> {
  const traits = answer.ai?.traits ?? {};
  return Object.fromEntries(
    Object.entries(traits).map(([name, trait]) => [name, answer.review?.traits[name] ?? trait.score]),
  );
}

/** Signs an open answer: a score per trait of the AI's (0 to its maximum) and a comment. */
export function ReviewForm({ answer, assignmentId }: { answer: GradingAnswer; assignmentId: string }) {
  const { tt } = useTeacherT();
  const { t } = useTranslation('scoring');
  const queryClient = useQueryClient();
  const [scores, setScores] = useState(() => startingScores(answer));
  const [comment, setComment] = useState(answer.review?.comment ?? '');
  const traits = Object.entries(answer.ai?.traits ?? {});
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
  const outOfRange = traits.some(([name, trait]) => {
    const score = scores[name];
    return score === undefined || score < 0 || score > trait.max;
  });
  const total = traits.reduce((sum, [name]) => sum + (scores[name] ?? 0), 0);
  if (traits.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {tt('review.noAi')}
      </Text>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!outOfRange) review.mutate({ traits: scores, comment });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="review-title">
            {answer.review ? tt('review.changeTitle') : tt('review.title')}
          </Title>
          {traits.map(([name, trait]) => {
            const score = scores[name];
            const isBad = score === undefined || score < 0 || score > trait.max;
            return (
              <NumberInput
                key={name}
                label={tt('review.trait', {
                  trait: t(`trait.${name}`, { defaultValue: name }),
                  max: trait.max,
                })}
                description={tt('review.aiGave', { score: trait.score })}
                value={score ?? ''}
                min={0}
                max={trait.max}
                step={0.5}
                decimalScale={1}
                onChange={(value) =>
                  setScores((current) => {
                    const next = { ...current };
                    if (typeof value === 'number') next[name] = value;
                    else delete next[name];
                    return next;
                  })
                }
                error={isBad ? tt('review.range', { max: trait.max }) : undefined}
                maw={260}
              />
            );
          })}
          <Text fw={600}>{tt('review.total', { score: total, max: answer.ai?.max ?? 0 })}</Text>
          <Textarea
            label={tt('review.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
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
            <Button type="submit" loading={review.isPending} disabled={outOfRange}>
              {tt('review.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
