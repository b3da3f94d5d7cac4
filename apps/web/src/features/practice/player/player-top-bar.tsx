import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PlayerTopBarProps {
  title: string;
  index: number;
  count: number;
  answered: number;
  /** Timers of timed tasks (speaking countdowns). */
  extra?: ReactNode;
}

/** The exam-like top bar: task name, "Question n of N" and the session's progress. */
export function PlayerTopBar({ title, index, count, answered, extra }: PlayerTopBarProps) {
  const { t } = useTranslation();
  const percent = count > 0 ? Math.min(100, (answered / count) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={1} size="h4">
            {title}
          </Title>
          <Text size="sm" fw={600}>
            {t('player.position', { n: index + 1, count })}
          </Text>
        </Group>
        <Progress value={percent} size="sm" aria-label={t('player.progress', { answered, count })} />
        {extra}
      </Stack>
    </Paper>
  );
}
