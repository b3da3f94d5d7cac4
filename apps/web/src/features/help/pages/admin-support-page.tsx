import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Menu,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconMessageReply } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AdminSupportConversation, SupportLearnerContext } from '@prepwise/contracts';
import { ListStates } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { QueryStates } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInSession } from '../../../lib/session/use-session';
import {
  assignConversation,
  fetchInbox,
  fetchLearnerContext,
  fetchStaffThread,
  inboxKey,
  replyAsStaff,
  supportKey,
  uploadImage,
} from '../api/support-api';
import { SupportComposer } from '../components/support-composer';
import { SupportMessages } from '../components/support-messages';
import { pollEveryMs, useSupportSocket } from '../lib/support-socket';
import { useSupportT } from '../lib/use-support-t';

const cannedKeys = ['greeting', 'activation', 'reset', 'credits', 'closing'] as const;

function staffThreadKey(id: string) {
  return [...supportKey, 'staff-thread', id] as const;
}

function ConversationRow({
  conversation,
  isSelected,
  onOpen,
}: {
  conversation: AdminSupportConversation;
  isSelected: boolean;
  onOpen: () => void;
}) {
  const { spt } = useSupportT();
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={isSelected ? 'true' : undefined}
      data-testid="support-conversation"
      w="100%"
    >
      <Card
        withBorder
        radius="md"
        padding="sm"
        bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={conversation.unreadCount > 0 ? 700 : 500} truncate>
            {conversation.name ?? conversation.email}
          </Text>
          {conversation.unreadCount > 0 && (
            <Badge
              color="red"
              size="sm"
              aria-label={spt('inbox.unread', { count: conversation.unreadCount })}
            >
              {conversation.unreadCount}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {conversation.userId ? conversation.email : spt('inbox.visitor', { email: conversation.email })}
        </Text>
        {conversation.lastMessage && (
          <Text size="xs" truncate>
            {conversation.lastMessage}
          </Text>
        )}
        {conversation.assignedAdminEmail && (
          <Text size="xs" c="dimmed" truncate>
            {spt('inbox.assignedTo', { email: conversation.assignedAdminEmail })}
          </Text>
        )}
      </Card>
    </UnstyledButton>
  );
}

function LearnerContextPanel({ conversationId }: { conversationId: string }) {
  const { spt } = useSupportT();
  const context = useQuery({
    queryKey: [...supportKey, 'context', conversationId],
    queryFn: () => fetchLearnerContext(conversationId),
  });
  return (
    <QueryStates
      query={context}
      errorMessage={spt('inbox.contextFailed')}
      loading={<Loader size="sm" aria-label={spt('loading')} />}
      isEmpty={(data) => !data.user}
      empty={
        <Text size="sm" c="dimmed">
          {spt('inbox.noAccount')}
        </Text>
      }
    >
      {(data) => <LearnerContext context={data} />}
    </QueryStates>
  );
}

/** The learner's name, credits, last practice, last mocks and orders. */
function LearnerContext({ context }: { context: SupportLearnerContext }) {
  const { spt } = useSupportT();
  const { user, practice, mocks, orders } = context;
  if (!user) return null;
  return (
    <Stack gap={6} data-testid="support-context">
      <Text size="sm" fw={600}>
        {user.user.fullName ?? user.user.email}
      </Text>
      <Text size="xs">
        {spt('inbox.credits', { ai: user.credits.numberAiScoring, mocks: user.credits.numberExamMock })}
      </Text>
      <Text size="xs" fw={600}>
        {spt('inbox.lastPractice')}
      </Text>
      {practice.length === 0 ? (
        <Text size="xs" c="dimmed">
          {spt('inbox.none')}
        </Text>
      ) : (
        practice.map((attempt) => (
          <Text size="xs" key={attempt.examId}>
            {new Date(attempt.startedDate).toLocaleDateString()} · {attempt.questionType ?? attempt.examGroup}{' '}
            · {attempt.score}/{attempt.max}
          </Text>
        ))
      )}
      <Text size="xs" fw={600}>
        {spt('inbox.lastMocks')}
      </Text>
      {mocks.length === 0 ? (
        <Text size="xs" c="dimmed">
          {spt('inbox.none')}
        </Text>
      ) : (
        mocks.map((mock) => (
          <Text size="xs" key={mock.id}>
            {new Date(mock.createdDate).toLocaleDateString()} · {mock.name} ·{' '}
            {mock.overallScore ?? mock.status}
          </Text>
        ))
      )}
      <Text size="xs" fw={600}>
        {spt('inbox.orders')}
      </Text>
      {orders.length === 0 ? (
        <Text size="xs" c="dimmed">
          {spt('inbox.none')}
        </Text>
      ) : (
        orders.map((order) => (
          <Text size="xs" key={order.id}>
            {new Date(order.createdDate).toLocaleDateString()} · {order.status} · {order.total}
          </Text>
        ))
      )}
    </Stack>
  );
}

function ConversationPanel({ conversationId, onBack }: { conversationId: string; onBack: () => void }) {
  const { spt } = useSupportT();
  const { user } = useSignedInSession();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const thread = useQuery({
    queryKey: staffThreadKey(conversationId),
    queryFn: () => fetchStaffThread(conversationId),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: supportKey });
  };
  const assign = useMutation({
    mutationFn: (adminId: string | null) => assignConversation(conversationId, adminId),
    onSuccess: refresh,
  });
  const send = async (body: string, image: File | null) => {
    const attachmentKey = image
      ? await uploadImage('staff', conversationId, image, { visitorToken: null })
      : undefined;
    await replyAsStaff(conversationId, { body, ...(attachmentKey ? { attachmentKey } : {}) });
    refresh();
  };

  return (
    <QueryStates
      query={thread}
      errorMessage={spt('inbox.threadFailed')}
      loading={<Loader size="sm" aria-label={spt('loading')} />}
    >
      {({ conversation, messages }) => {
        const isMine = conversation.assignedAdminId === user.id;
        return (
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconArrowLeft size={14} aria-hidden />}
                onClick={onBack}
                hiddenFrom="md"
              >
                {spt('inbox.back')}
              </Button>
              <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {conversation.name ?? conversation.email}
              </Title>
              <Button
                size="xs"
                variant="light"
                loading={assign.isPending}
                onClick={() => assign.mutate(isMine ? null : user.id)}
              >
                {isMine ? spt('inbox.unassign') : spt('inbox.assignToMe')}
              </Button>
            </Group>
            <SupportMessages messages={messages} viewer="staff" height="50vh" />
            <SupportComposer
              onSend={send}
              draft={draft}
              onDraftChange={setDraft}
              extra={
                <Menu position="top-start" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconMessageReply size={14} aria-hidden />}
                      w="fit-content"
                    >
                      {spt('canned.title')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {cannedKeys.map((key) => (
                      <Menu.Item key={key} onClick={() => setDraft(spt(`canned.${key}`))}>
                        {spt(`canned.${key}.label`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              }
            />
          </Stack>
        );
      }}
    </QueryStates>
  );
}

/**
 * /platform/admin/support: the support inbox. Conversations (unread first, paged) on the left, the
 * open one (`?conversation=`) with its composer, canned replies and assignment, and the learner's
 * context (credits, last attempts, orders). Kept fresh by the staff WebSocket, or by polling.
 */
export function AdminSupportPage() {
  const { spt } = useSupportT();
  usePageTitle(spt('inbox.title'));
  const { token } = useSignedInSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation');
  const paging = usePaging(25);
  const link = useSupportSocket({ type: 'hello', role: 'staff', accessToken: token }, (event) => {
    if (event.type === 'message' || event.type === 'read')
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    // Opening a thread marks it read by staff, which is announced: only news from the learner's
    // side (a message, their read receipt) reloads the open thread, or it would reload for ever.
    const isFromLearner = event.type === 'message' || (event.type === 'read' && event.by === 'learner');
    if (isFromLearner && event.conversationId === selected)
      void queryClient.invalidateQueries({ queryKey: staffThreadKey(event.conversationId) });
  });
  const inbox = useQuery({
    queryKey: [...inboxKey, paging.page, paging.size],
    queryFn: () => fetchInbox(paging.page, paging.size),
    refetchInterval: link === 'polling' ? pollEveryMs : false,
  });
  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('conversation', id);
    else next.delete('conversation');
    setParams(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            {spt('inbox.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {spt('inbox.subtitle')}
          </Text>
        </div>
        <Badge variant="dot" color={link === 'live' ? 'teal' : 'gray'}>
          {link === 'live' ? spt('link.live') : spt('link.polling')}
        </Badge>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: selected ? 'none' : 'block', md: 'block' }}>
          <Stack gap="xs" component="nav" aria-label={spt('inbox.listLabel')}>
            <ListStates
              query={inbox}
              loadFailed={spt('inbox.listFailed')}
              loading={<Loader size="sm" aria-label={spt('loading')} />}
              isEmpty={(data) => data.items.length === 0}
              empty={<Text c="dimmed">{spt('inbox.empty')}</Text>}
              pager={(data) => ({ paging, total: data.total })}
            >
              {(data) =>
                data.items.map((conversation) => (
                  <ConversationRow
                    key={conversation.id}
                    conversation={conversation}
                    isSelected={conversation.id === selected}
                    onOpen={() => open(conversation.id)}
                  />
                ))
              }
            </ListStates>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} display={{ base: selected ? 'block' : 'none', md: 'block' }}>
          {selected ? (
            <ConversationPanel key={selected} conversationId={selected} onBack={() => open(null)} />
          ) : (
            <Text c="dimmed">{spt('inbox.pick')}</Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          {selected && (
            <Card withBorder radius="md" padding="sm">
              <Title order={2} size="h6" mb={6}>
                {spt('inbox.context')}
              </Title>
              <LearnerContextPanel conversationId={selected} />
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
