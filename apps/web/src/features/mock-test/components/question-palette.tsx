import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StepQuestionNumbers } from '@prepwise/contracts';
import { useMockT } from '../lib/use-mock-t';

interface QuestionPaletteProps {
  /** Each question step in order, with the question numbers it covers (a passage: 31-35). */
  entries: { step: number; numbers: StepQuestionNumbers }[];
  /** The paper's question count and how many of them have an answer (saved or drafted). */
  total: number;
  answeredCount: number;
  currentStep: number;
  /** Step indexes whose question has an answer (saved or drafted). */
  answeredSteps: ReadonlySet<number>;
  isDisabled: boolean;
  onJump: (step: number) => void;
}

/**
 * A THPT paper's question palette: every question by its number on the paper (a reading passage
 * by the range of its sub-questions), the current one highlighted and the answered ones marked,
 * each a button that jumps to it (as on paper, in any order).
 */
export function QuestionPalette({
  entries,
  total,
  answeredCount,
  currentStep,
  answeredSteps,
  isDisabled,
  onJump,
}: QuestionPaletteProps) {
  const { mk } = useMockT();
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label={mk('palette.label')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {mk('palette.answered', { done: answeredCount, total })}
        </Text>
        <Group gap={6}>
          {entries.map(({ step, numbers }) => {
            const isCurrent = step === currentStep;
            const isAnswered = answeredSteps.has(step);
            const isRange = numbers.first !== numbers.last;
            const range = { first: numbers.first, last: numbers.last };
            const n = numbers.first;
            const label = isRange
              ? isAnswered
                ? mk('palette.questionsAnswered', range)
                : mk('palette.questions', range)
              : isAnswered
                ? mk('palette.questionAnswered', { n })
                : mk('palette.question', { n });
            return (
              <Button
                key={step}
                size="compact-sm"
                miw={40}
                variant={isCurrent ? 'filled' : isAnswered ? 'light' : 'default'}
                color={isAnswered && !isCurrent ? 'teal' : undefined}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={label}
                disabled={isDisabled && !isCurrent}
                onClick={() => {
                  if (!isCurrent) onJump(step);
                }}
                data-testid={`palette-${numbers.first}`}
              >
                {isRange ? `${numbers.first}–${numbers.last}` : numbers.first}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}
