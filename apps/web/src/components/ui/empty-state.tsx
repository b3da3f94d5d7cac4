import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
}

/** Says that there is nothing here yet and what to do next. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" maw={520} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
      {action}
    </Stack>
  );
}
