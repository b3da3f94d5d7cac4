import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import { formatRemaining } from '../lib/use-section-clock';
import { useMockT } from '../lib/use-mock-t';

/** The optional break between the writing and reading parts, with its countdown and "Skip break". */
export function BreakScreen({
  remainMs,
  isMoving,
  onSkip,
}: {
  remainMs: number;
  isMoving: boolean;
  onSkip: () => void;
}) {
  const { mk } = useMockT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap="sm" ta="center">
        <IconCoffee size={40} aria-hidden />
        <Title order={2} size="h3">
          {mk('break.title')}
        </Title>
        <Text c="dimmed">{mk('break.text')}</Text>
        <Text fw={700} size="xl" aria-live="off" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatRemaining(remainMs)}
        </Text>
        <Button onClick={onSkip} loading={isMoving}>
          {mk('break.skip')}
        </Button>
      </Stack>
    </Paper>
  );
}
