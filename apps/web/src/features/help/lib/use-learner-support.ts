import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, SupportSocketHello, SupportThread } from '@prepwise/contracts';
import { useAuth } from '../../../lib/session/auth-context';
import {
  fetchMyConversation,
  fetchThread,
  markRead,
  sendMessage,
  startConversation,
  supportKey,
  threadKey,
  uploadImage,
  type SupportIdentity,
} from '../api/support-api';
import { pollEveryMs, useSupportSocket, type SupportLink } from './support-socket';
import { conversationIdOf, readVisitorToken, saveVisitorToken } from './visitor-token';

/** A visitor's token from the reply e-mail's link (`?support=`), kept on this device. */
function tokenFromAddress(): string | null {
  const token = new URLSearchParams(window.location.search).get('support');
  if (token && token.includes('.')) {
    saveVisitorToken(token);
    return token;
  }
  return readVisitorToken();
}

export interface LearnerSupport {
  isSignedIn: boolean;
  thread: SupportThread | undefined;
  isLoading: boolean;
  isError: boolean;
  link: SupportLink;
  start: (input: { email?: string; body: string; language: Language }) => Promise<void>;
  send: (body: string, image: File | null) => Promise<void>;
  markSeen: () => void;
}

/**
 * The learner's (or visitor's) side of the support chat: their conversation, kept fresh by the
 * WebSocket and, while it is down, by polling; starting it, sending, marking replies read.
 */
export function useLearnerSupport(): LearnerSupport {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const isSignedIn = Boolean(token);
  const [visitorToken, setVisitorToken] = useState<string | null>(() =>
    isSignedIn ? null : tokenFromAddress(),
  );
  const identity: SupportIdentity = useMemo(
    () => ({ visitorToken: isSignedIn ? null : visitorToken }),
    [isSignedIn, visitorToken],
  );

  const mine = useQuery({
    queryKey: [...supportKey, 'mine', token],
    queryFn: fetchMyConversation,
    enabled: isSignedIn,
  });
  const conversationId = isSignedIn
    ? (mine.data?.conversation.id ?? null)
    : visitorToken
      ? conversationIdOf(visitorToken)
      : null;

  const hello: SupportSocketHello | null = useMemo(() => {
    if (!conversationId) return null;
    if (token) return { type: 'hello', role: 'learner', accessToken: token };
    return visitorToken ? { type: 'hello', role: 'learner', conversationToken: visitorToken } : null;
  }, [conversationId, token, visitorToken]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: threadKey(conversationId) }),
    [queryClient, conversationId],
  );
  const link = useSupportSocket(hello, (event) => {
    if (event.type === 'message' || event.type === 'read') void refresh();
  });

  const thread = useQuery({
    queryKey: threadKey(conversationId),
    queryFn: () => fetchThread(conversationId ?? '', identity),
    enabled: conversationId !== null,
    // While the socket is down, poll; a conversation that no longer opens (its token refused) is left alone.
    refetchInterval: (query) => (link === 'polling' && query.state.status !== 'error' ? pollEveryMs : false),
    initialData: isSignedIn && mine.data ? mine.data : undefined,
  });

  const start = useCallback(
    async (input: { email?: string; body: string; language: Language }) => {
      const started = await startConversation(input);
      queryClient.setQueryData(threadKey(started.thread.conversation.id), started.thread);
      if (started.token) {
        saveVisitorToken(started.token);
        setVisitorToken(started.token);
      } else {
        await queryClient.invalidateQueries({ queryKey: [...supportKey, 'mine'] });
      }
    },
    [queryClient],
  );

  const send = useCallback(
    async (body: string, image: File | null) => {
      if (!conversationId) return;
      const attachmentKey = image ? await uploadImage('learner', conversationId, image, identity) : undefined;
      await sendMessage(conversationId, identity, { body, ...(attachmentKey ? { attachmentKey } : {}) });
      await refresh();
    },
    [conversationId, identity, refresh],
  );

  const unread = thread.data?.conversation.unreadCount ?? 0;
  const markSeen = useCallback(() => {
    if (!conversationId || unread === 0) return;
    void markRead(conversationId, identity).then(refresh, () => undefined);
  }, [conversationId, identity, refresh, unread]);

  return {
    isSignedIn,
    thread: thread.data ?? undefined,
    isLoading: (isSignedIn && mine.isLoading) || (conversationId !== null && thread.isLoading),
    isError: mine.isError,
    link,
    start,
    send,
    markSeen,
  };
}
