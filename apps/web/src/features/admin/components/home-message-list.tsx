import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isScheduledAt, languages, type HomeMessage } from '@prepwise/contracts';
import { PlainList } from '../../../components/lists/plain-list';
import { formatDateTime } from '../../history';
import { adminAuditKey } from '../api/admin-audit-api';
import { adminHomeKey, deleteHomeMessage } from '../api/admin-home-api';
import { useAdminHomeT } from '../lib/use-admin-home-t';

/** Where a message's schedule stands now. */
function stateOf(message: HomeMessage, now: Date): 'scheduled' | 'running' | 'ended' {
  if (isScheduledAt(message, now)) return 'running';
  return Date.parse(message.startsAt) > now.getTime() ? 'scheduled' : 'ended';
}

const stateColors = { scheduled: 'blue', running: 'teal', ended: 'gray' } as const;

interface HomeMessageListProps {
  messages: HomeMessage[];
  onEdit: (message: HomeMessage) => void;
}

/** Messages as cards (kind, audience, state, English title, schedule, languages) with edit and delete. */
export function HomeMessageList({ messages, onEdit }: HomeMessageListProps) {
  const { ht } = useAdminHomeT();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<HomeMessage | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteHomeMessage(id),
    onSuccess: async () => {
      setDeleting(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminHomeKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditKey }),
      ]);
    },
  });
  const now = new Date();

  return (
    <>
      <PlainList aria-label={ht('list.label')}>
        {messages.map((message) => {
          const state = stateOf(message, now);
          const title = message.texts.en.title;
          return (
            <li key={message.id}>
              <Card withBorder radius="md" padding="sm" data-testid="home-message">
                <Stack gap={6}>
                  <Group gap={6}>
                    <Badge variant="light" tt="none">
                      {ht(`kind.${message.kind}`)}
                    </Badge>
                    <Badge variant="light" color="grape" tt="none">
                      {ht(`audience.${message.audience}`)}
                    </Badge>
                    <Badge variant="dot" color={stateColors[state]} tt="none">
                      {ht(`state.${state}`)}
                    </Badge>
                  </Group>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ht('list.schedule', {
                      start: formatDateTime(message.startsAt),
                      end: formatDateTime(message.endsAt),
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ht('list.languages', {
                      languages: languages
                        .filter((language) => message.texts[language])
                        .map((language) => language.toUpperCase())
                        .join(', '),
                    })}
                  </Text>
                  <Group gap="xs" justify="flex-end">
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={ht('list.editLabel', { title })}
                      onClick={() => onEdit(message)}
                    >
                      {ht('list.edit')}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={ht('list.deleteLabel', { title })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(message);
                      }}
                    >
                      {ht('list.delete')}
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </li>
          );
        })}
      </PlainList>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={ht('delete.title')}
        closeButtonProps={{ 'aria-label': ht('delete.cancel') }}
        centered
      >
        <Stack gap="md">
          <Text>{ht('delete.text', { title: deleting?.texts.en.title ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {ht('delete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              {ht('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
