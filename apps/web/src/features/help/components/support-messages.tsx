import { useEffect, useRef } from 'react';
import { Box, Group, Image, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { SupportAuthor, SupportMessage } from '@prepwise/contracts';
import { useSupportT } from '../lib/use-support-t';

interface SupportMessagesProps {
  messages: SupportMessage[];
  /** Whose side this list is shown to: their own messages go right, with a read receipt. */
  viewer: SupportAuthor;
  height: number | string;
}

function timeOf(date: string): string {
  return new Date(date).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * The messages of a conversation, oldest first, scrolled to the newest. Text is rendered as text
 * (React escapes it; never as HTML); line breaks are kept.
 */
export function SupportMessages({ messages, viewer, height }: SupportMessagesProps) {
  const { spt } = useSupportT();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  if (messages.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {spt('empty')}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
      <Stack
        gap={6}
        component="ol"
        aria-label={spt('messagesLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {messages.map((message) => {
          const isOwn = message.author === viewer;
          return (
            <Box
              component="li"
              key={message.id}
              data-testid="support-message"
              style={{ alignSelf: isOwn ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
            >
              <Paper
                px="sm"
                py={6}
                radius="md"
                bg={isOwn ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
              >
                <Text size="xs" c="dimmed" fw={600}>
                  {message.author === 'staff'
                    ? spt('author.staff')
                    : spt(viewer === 'staff' ? 'author.learner' : 'author.you')}
                </Text>
                {message.body && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.body}
                  </Text>
                )}
                {message.attachmentUrl && (
                  <a href={message.attachmentUrl} target="_blank" rel="noreferrer">
                    <Image
                      src={message.attachmentUrl}
                      alt={spt('imageAlt')}
                      radius="sm"
                      mah={200}
                      w="auto"
                      fit="contain"
                    />
                  </a>
                )}
              </Paper>
              <Group gap={4} justify={isOwn ? 'flex-end' : 'flex-start'}>
                <Text size="xs" c="dimmed" component="time" dateTime={message.createdDate}>
                  {timeOf(message.createdDate)}
                </Text>
                {isOwn && (
                  <Text size="xs" c="dimmed" data-testid="read-receipt">
                    · {message.readDate ? spt('receipt.read') : spt('receipt.sent')}
                  </Text>
                )}
              </Group>
            </Box>
          );
        })}
      </Stack>
      <div ref={end} />
    </ScrollArea.Autosize>
  );
}
