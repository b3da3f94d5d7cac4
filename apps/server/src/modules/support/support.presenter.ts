import type { AdminSupportConversation, SupportConversation, SupportMessage } from '@prepwise/contracts';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { InboxRow, SupportConversationRow, SupportMessageRow } from './support.repository.js';

const dayMs = 24 * 3600_000;

/** An attachment URL works until the end of tomorrow: the same URL all day, so the browser caches it. */
function attachmentExpiry(now: Date): Date {
  return new Date((Math.floor(now.getTime() / dayMs) + 2) * dayMs);
}

function isReadBy(readAt: Date | null, createdAt: Date): boolean {
  return readAt !== null && readAt.getTime() >= createdAt.getTime();
}

/** A message with its read receipt: when the other side had read up to it. */
export function presentMessage(
  storage: ObjectStorage,
  conversation: SupportConversationRow,
  row: SupportMessageRow,
  now: Date,
): SupportMessage {
  const readAt = row.author === 'learner' ? conversation.staffReadAt : conversation.learnerReadAt;
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    body: row.body,
    attachmentUrl: row.attachmentKey ? storage.signDownload(row.attachmentKey, attachmentExpiry(now)) : null,
    createdDate: row.createdAt.toISOString(),
    readDate: readAt && isReadBy(readAt, row.createdAt) ? readAt.toISOString() : null,
  };
}

export function presentConversation(row: SupportConversationRow, unreadCount: number): SupportConversation {
  return {
    id: row.id,
    unreadCount,
    createdDate: row.createdAt.toISOString(),
    lastMessageDate: row.lastMessageAt?.toISOString() ?? null,
  };
}

export function presentInboxRow(row: InboxRow): AdminSupportConversation {
  const { conversation } = row;
  return {
    id: conversation.id,
    userId: conversation.userId,
    email: conversation.email,
    name: row.name,
    language: conversation.language,
    assignedAdminId: conversation.assignedAdminId,
    assignedAdminEmail: row.assignedEmail,
    unreadCount: Number(row.unread),
    lastMessage: row.lastBody,
    lastMessageDate: conversation.lastMessageAt?.toISOString() ?? null,
    createdDate: conversation.createdAt.toISOString(),
  };
}
