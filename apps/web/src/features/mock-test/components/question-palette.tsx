import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMockT } from '../lib/use-mock-t';

interface QuestionPaletteProps {
  /** Step index of each question, in order (question n is entry n - 1). */
  steps: number[];
  currentStep: number;
  /** Step indexes whose question has an answer (saved or drafted). */
  answeredSteps: ReadonlySet<number>;
  isDisabled: boolean;
  onJump: (step: number) => void;
}

/**
 * A THPT paper's question palette: every question by number, the current one highlighted and
 * the answered ones marked, each a button that jumps to it (as on paper, in any order).
 */
export function QuestionPalette({
  steps,
  currentStep,
  answeredSteps,
  isDisabled,
  onJump,
}: QuestionPaletteProps) {
  const { mk } = useMockT();
  const answeredCount = steps.filter((step) => answeredSteps.has(step)).length;
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label={mk('palette.label')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {mk('palette.answered', { done: answeredCount, total: steps.length })}
        </Text>
        <Group gap={6}>
          {steps.map((step, index) => {
            const isCurrent = step === currentStep;
            const isAnswered = answeredSteps.has(step);
            return (
              <Button
                key={step}
                size="compact-sm"
                miw={40}
                variant={isCurrent ? 'filled' : isAnswered ? 'light' : 'default'}
                color={isAnswered && !isCurrent ? 'teal' : undefined}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={mk(isAnswered ? 'palette.questionAnswered' : 'palette.question', {
                  n: index + 1,
                })}
                disabled={isDisabled && !isCurrent}
                onClick={() => {
                  if (!isCurrent) onJump(step);
                }}
                data-testid={`palette-${index + 1}`}
              >
                {index + 1}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}
