import { useEffect } from 'react';
import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { useLearnerSupport } from '../lib/use-learner-support';
import { useSupportT } from '../lib/use-support-t';
import { SupportComposer } from './support-composer';
import { SupportMessages } from './support-messages';
import { SupportStartForm } from './support-start-form';

/** The conversation part of the help widget: the first message, then the thread and a composer. */
export function SupportChatPanel({ support }: { support: ReturnType<typeof useLearnerSupport> }) {
  const { spt } = useSupportT();
  const { thread, markSeen } = support;
  const unread = thread?.conversation.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);

  return (
    <Stack gap="xs" aria-labelledby="support-chat-title" component="section">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="support-chat-title">
          {spt('title')}
        </Title>
        {thread && (
          <Badge size="xs" variant="dot" color={support.link === 'live' ? 'teal' : 'gray'}>
            {support.link === 'live' ? spt('link.live') : spt('link.polling')}
          </Badge>
        )}
      </Group>
      {support.isLoading ? (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label={spt('loading')} />
        </Group>
      ) : thread ? (
        <>
          <SupportMessages messages={thread.messages} viewer="learner" height={280} />
          <SupportComposer onSend={support.send} />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {support.isSignedIn ? spt('introSignedIn') : spt('introVisitor')}
          </Text>
          <SupportStartForm asksEmail={!support.isSignedIn} onStart={support.start} />
        </>
      )}
    </Stack>
  );
}
