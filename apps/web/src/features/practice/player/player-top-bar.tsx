import { Box, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PlayerTopBarProps {
  title: string;
  index: number;
  count: number;
  answered: number;
  /** A request that changes the session is on its way (an answer sent for AI scoring). */
  busyLabel?: string | null;
  /** Timers of timed tasks (speaking countdowns). */
  extra?: ReactNode;
}

/**
 * The exam-like top bar: task name, "Question n of N" and the session's progress. While the
 * session is busy a spinner shows beside the position, in a place kept for it, so the bar never
 * changes size.
 */
export function PlayerTopBar({ title, index, count, answered, busyLabel, extra }: PlayerTopBarProps) {
  const { t } = useTranslation();
  const percent = count > 0 ? Math.min(100, (answered / count) * 100) : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-busy={busyLabel ? true : undefined}
      data-testid="player-top-bar"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={1} size="h4">
            {title}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Box w={16} h={16} style={{ display: 'flex' }}>
              {busyLabel && <Loader size={16} role="status" aria-label={busyLabel} />}
            </Box>
            <Text size="sm" fw={600} data-testid="player-position">
              {t('player.position', { n: index + 1, count })}
            </Text>
          </Group>
        </Group>
        <Progress value={percent} size="sm" aria-label={t('player.progress', { answered, count })} />
        {extra}
      </Stack>
    </Paper>
  );
}
