import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

interface SummaryCardProps {
  icon: ReactNode;
  color: string;
  label: string;
  value: string;
  detail: string;
  children?: ReactNode;
}

/** One figure of the access-control summary, with its label and an explanation. */
export function SummaryCard({ icon, color, label, value, detail, children }: SummaryCardProps) {
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={600} size="sm">
            {label}
          </Text>
        </Group>
        <Text fz={32} fw={700} lh={1.1}>
          {value}
        </Text>
        {children}
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}
