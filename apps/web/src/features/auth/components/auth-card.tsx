import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every authentication page sits in: a heading, the content, then links. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
        {footer && (
          <Text size="sm" ta="center" c="dimmed" component="div">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
