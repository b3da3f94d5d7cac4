import { Box, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readEvidence } from './lib/evidence';
import { ChoiceOptions } from './choice-options';
import type { ItemPlayerProps } from './item-props';
import { PromptText } from './prompt-text';
import classes from './comprehension.module.css';
import { SubmitButton } from './submit-button';

const letters = ['A', 'B', 'C', 'D'] as const;

/** Reading comprehension: passage beside the sub-questions on laptops, above them on phones; `{answers}`. */
export function ComprehensionPlayer(props: ItemPlayerProps) {
  const { question, value, onChange, result, isSubmitting, onSubmit, submitLabel } = props;
  const { t } = useTranslation();
  const subQuestions = question.questions ?? [];
  const answers = (result ? result.response : value)?.answers ?? subQuestions.map(() => null);
  const expected = new Map<number, string | null>();
  if (result) for (const item of readEvidence(result)) expected.set(item.position, item.expected);

  return (
    <Stack gap="md">
      <PromptText text={question.text} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box className={classes.passage} component="section" tabIndex={0} aria-label={t('player.passage')}>
          <PromptText text={question.description} passage />
        </Box>
        <Stack gap="lg">
          {subQuestions.map((sub, index) => {
            const right = expected.get(index);
            return (
              <ChoiceOptions
                key={index}
                name={`question-${question.id}-${index}`}
                label={t('player.subQuestion', { n: index + 1, text: sub.text })}
                options={letters.map((letter) => ({ letter, text: sub[`answer${letter}`] }))}
                selected={answers[index] ? [answers[index]] : []}
                multiple={false}
                locked={result !== undefined || isSubmitting}
                rightLetters={result ? new Set(right ? [right] : []) : undefined}
                onChange={(selected) =>
                  onChange({
                    answers: answers.map((letter, at) => (at === index ? (selected[0] ?? null) : letter)),
                  })
                }
              />
            );
          })}
        </Stack>
      </SimpleGrid>
      <SubmitButton
        hidden={result !== undefined}
        disabled={answers.every((answer) => answer === null)}
        loading={isSubmitting}
        label={submitLabel}
        onClick={() => onSubmit({ answers })}
      />
    </Stack>
  );
}
