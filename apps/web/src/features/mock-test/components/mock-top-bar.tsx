import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StepQuestionNumbers } from '@prepwise/contracts';
import { formatRemaining } from '../lib/use-section-clock';
import { useMockT } from '../lib/use-mock-t';

interface MockTopBarProps {
  sectionName: string;
  /** The question numbers of the current step, as the paper counts them; null on a break or the summary. */
  position: StepQuestionNumbers | null;
  /** The paper's question count (a reading passage counts one per sub-question). */
  count: number;
  /** Milliseconds left in the section; null once no clock runs (the summary, a finished mock). */
  remainMs: number | null;
  /** A task's own countdown (speaking preparation and recording). */
  extra?: ReactNode;
}

/**
 * The exam top bar: the section's name, "Question n of m" (a passage: "Questions 31–35 of 50")
 * and the section's countdown while the mock runs.
 */
export function MockTopBar({ sectionName, position, count, remainMs, extra }: MockTopBarProps) {
  const { mk } = useMockT();
  const positionText =
    position === null
      ? null
      : position.first === position.last
        ? mk('player.position', { n: position.first, count })
        : mk('player.positionRange', { first: position.first, last: position.last, count });
  return (
    <Paper withBorder radius="md" p="sm" component="header">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={1} size="h4" style={{ minWidth: 0 }}>
            {sectionName}
          </Title>
          <Group gap="md" wrap="nowrap">
            {positionText && (
              <Text size="sm" fw={600} data-testid="mock-position">
                {positionText}
              </Text>
            )}
            {remainMs !== null && (
              <Group gap={4} wrap="nowrap">
                <IconClock size={16} aria-hidden />
                <Text
                  fw={700}
                  size="sm"
                  c={remainMs < 60_000 ? 'red.8' : undefined}
                  role="timer"
                  aria-label={mk('player.timeLeft', { time: formatRemaining(remainMs) })}
                  data-testid="section-timer"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatRemaining(remainMs)}
                </Text>
              </Group>
            )}
          </Group>
        </Group>
        {position && positionText && (
          <Progress
            value={count > 0 ? ((position.first - 1) / count) * 100 : 0}
            size="xs"
            aria-label={positionText}
          />
        )}
        {extra}
      </Stack>
    </Paper>
  );
}
