import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a learner's attempts on the admin's user page (the list's states inside). */
export function AttemptSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** One attempt: what and when on the left; its score (when there is one) and status on the right. */
export function AttemptRow(props: {
  title: string;
  detail: string;
  score: string | null;
  status: string;
  done: boolean;
}) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600} size="sm">
            {props.title}
          </Text>
          <Text size="xs" c="dimmed">
            {props.detail}
          </Text>
        </Stack>
        <Group gap="xs">
          {props.score !== null && <Text size="sm">{props.score}</Text>}
          <Badge variant="light" color={props.done ? 'teal' : 'blue'} tt="none">
            {props.status}
          </Badge>
        </Group>
      </Group>
    </li>
  );
}
