import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

interface ProgressCardProps {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  testId: string;
}

/** One card of the progress section: an icon, a heading and its content. */
export function ProgressCard({ icon, color, title, children, testId }: ProgressCardProps) {
  return (
    <Paper withBorder radius="lg" p="md" h="100%" data-testid={testId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={color} variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={600} size="sm" component="h3" m={0}>
            {title}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
