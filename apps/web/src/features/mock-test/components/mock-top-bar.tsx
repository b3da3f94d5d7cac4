import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatRemaining } from '../lib/use-section-clock';
import { useMockT } from '../lib/use-mock-t';

interface MockTopBarProps {
  sectionName: string;
  /** 1-based number of the current question; 0 on a break or the summary. */
  number: number;
  count: number;
  remainMs: number;
  /** A task's own countdown (speaking preparation and recording). */
  extra?: ReactNode;
}

/** The exam top bar: the section's name, "Question n of m" and the section's countdown. */
export function MockTopBar({ sectionName, number, count, remainMs, extra }: MockTopBarProps) {
  const { mk } = useMockT();
  const isLow = remainMs < 60_000;
  return (
    <Paper withBorder radius="md" p="sm" component="header">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={1} size="h4" style={{ minWidth: 0 }}>
            {sectionName}
          </Title>
          <Group gap="md" wrap="nowrap">
            {number > 0 && (
              <Text size="sm" fw={600} data-testid="mock-position">
                {mk('player.position', { n: number, count })}
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text
                fw={700}
                size="sm"
                c={isLow ? 'red.8' : undefined}
                role="timer"
                aria-label={mk('player.timeLeft', { time: formatRemaining(remainMs) })}
                data-testid="section-timer"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatRemaining(remainMs)}
              </Text>
            </Group>
          </Group>
        </Group>
        <Progress
          value={count > 0 ? (Math.max(0, number - 1) / count) * 100 : 0}
          size="xs"
          aria-label={mk('player.progress', { n: number, count })}
        />
        {extra}
      </Stack>
    </Paper>
  );
}
