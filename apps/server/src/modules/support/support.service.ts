import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SQLWrapper } from 'drizzle-orm';
import {
  supportAttachmentMaxBytes,
  supportOfflineAfterMs,
  type AdminSupportConversation,
  type AdminSupportListQuery,
  type AdminSupportThread,
  type Language,
  type SupportAuthor,
  type SupportMessage,
  type SupportMessageRequest,
  type SupportSocketEvent,
  type SupportStartRequest,
  type SupportStartResponse,
  type SupportThread,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import { queueMail } from '../../mail/mail.service.js';
import { findUserById, type UserRow } from '../user/index.js';
import { adminChangeWrite, recordAdminChange } from '../../platform/admin-audit.js';
import { presentConversation, presentInboxRow, presentMessage } from './support.presenter.js';
import {
  countMessagesAfter,
  findConversation,
  findConversationOfUser,
  findInboxPage,
  findInboxRow,
  findMessages,
  insertMessage,
  insertVisitorConversation,
  touchLearnersSeen,
  updateConversation,
  upsertUserConversation,
  type ConversationChange,
  type SupportConversationRow,
} from './support.repository.js';
import { signConversationToken, verifyConversationToken } from './support-token.js';

/** Who asks for a conversation: a signed-in learner, or a visitor holding a conversation token. */
export type SupportRequester = { kind: 'user'; user: UserRow } | { kind: 'visitor'; conversationId: string };

/** The visitor a conversation token names, or 401 when the token is not one of ours. */
export function visitorFromToken(deps: AppDeps, token: string): SupportRequester {
  const conversationId = verifyConversationToken(deps.config.appSecret, token);
  if (!conversationId) throw new AppError('error.http.401');
  return { kind: 'visitor', conversationId };
}

/**
 * The requester's own conversation `id`; 404 for any other (another learner's, a visitor's the
 * token does not name), so nobody learns which conversations exist.
 */
export async function ownConversation(
  deps: AppDeps,
  requester: SupportRequester,
  id: string,
): Promise<SupportConversationRow> {
  const row = await findConversation(deps.db, id);
  const isOwn =
    row !== undefined &&
    (requester.kind === 'user' ? row.userId === requester.user.id : row.id === requester.conversationId);
  if (!row || !isOwn) throw new AppError('error.http.404');
  return row;
}

/** Tells every API process's sockets (through Redis when several run). */
async function announce(deps: AppDeps, event: SupportSocketEvent): Promise<void> {
  await deps.shared.publish('support', JSON.stringify(event));
}

async function threadOf(
  deps: AppDeps,
  conversation: SupportConversationRow,
  after?: Date,
): Promise<SupportThread> {
  const now = deps.now();
  const [messages, unread] = await Promise.all([
    findMessages(deps.db, conversation.id, after),
    countMessagesAfter(deps.db, conversation.id, 'staff', conversation.learnerReadAt),
  ]);
  return {
    conversation: presentConversation(conversation, unread),
    messages: messages.map((row) => presentMessage(deps.storage, conversation, row, now)),
  };
}

/**
 * Starts (or, for a signed-in learner, continues) a conversation with its first message. A visitor
 * must leave an e-mail and gets the signed token that opens the conversation from then on.
 */
export async function startConversation(
  deps: AppDeps,
  user: UserRow | null,
  request: SupportStartRequest,
): Promise<SupportStartResponse> {
  const now = deps.now();
  const language: Language = request.language ?? 'en';
  if (!user && !request.email)
    throw new AppError('error.validation', undefined, [
      { field: 'email', message: 'An e-mail address is required.' },
    ]);
  const conversation = user
    ? await upsertUserConversation(deps.db, { userId: user.id, email: user.email, language, now })
    : await insertVisitorConversation(deps.db, { email: request.email ?? '', language, now });
  const requester: SupportRequester = user
    ? { kind: 'user', user }
    : { kind: 'visitor', conversationId: conversation.id };
  await postLearnerMessage(deps, requester, conversation.id, { body: request.body });
  const fresh = found(await findConversation(deps.db, conversation.id));
  return {
    thread: await threadOf(deps, fresh),
    token: user ? null : signConversationToken(deps.config.appSecret, conversation.id),
  };
}

/** A signed-in learner's conversation, or null before their first message. */
export async function myConversation(deps: AppDeps, user: UserRow): Promise<SupportThread | null> {
  const row = await findConversationOfUser(deps.db, user.id);
  return row ? threadOf(deps, row) : null;
}

/** The requester's conversation (only messages after `after`, the polling fallback); they are seen now. */
export async function readThread(
  deps: AppDeps,
  requester: SupportRequester,
  id: string,
  after: Date | undefined,
): Promise<SupportThread> {
  const row = await ownConversation(deps, requester, id);
  await touchLearnersSeen(deps.db, [row.id], deps.now());
  return threadOf(deps, row, after);
}

/** Who writes a message, and what else the statement that stores it does (see {@link insertMessage}). */
interface MessageWrite {
  id: string;
  author: SupportAuthor;
  adminId: string | null;
  now: Date;
  change: ConversationChange;
  alsoWrite?: SQLWrapper[];
}

/**
 * Stores a message (checking its attachment belongs to the conversation) in one statement, which
 * commits it; the caller announces it after that, never before, so no pushed message is lost.
 */
async function writeMessage(
  deps: AppDeps,
  conversation: SupportConversationRow,
  request: SupportMessageRequest,
  write: MessageWrite,
): Promise<SupportMessage> {
  const key = request.attachmentKey;
  if (key !== undefined && !key.startsWith(`support/${conversation.id}/`))
    throw new AppError('error.fileType');
  if (key !== undefined && !(await deps.storage.get(key))) throw new AppError('error.fileType');
  const row = await insertMessage(
    deps.db,
    {
      id: write.id,
      conversationId: conversation.id,
      author: write.author,
      adminId: write.adminId,
      body: request.body ?? '',
      attachmentKey: key ?? null,
      createdAt: write.now,
    },
    write.change,
    write.alsoWrite,
  );
  return presentMessage(deps.storage, conversation, row, write.now);
}

/** A learner's or visitor's message in their own conversation; their own messages count as read by them. */
export async function postLearnerMessage(
  deps: AppDeps,
  requester: SupportRequester,
  id: string,
  request: SupportMessageRequest,
): Promise<SupportMessage> {
  const conversation = await ownConversation(deps, requester, id);
  const now = deps.now();
  const message = await writeMessage(deps, conversation, request, {
    id: randomUUID(),
    author: 'learner',
    adminId: null,
    now,
    change: { learnerSeenAt: now },
  });
  await announce(deps, { type: 'message', conversationId: conversation.id, message });
  return message;
}

async function markRead(
  deps: AppDeps,
  conversation: SupportConversationRow,
  by: SupportAuthor,
): Promise<void> {
  const now = deps.now();
  await updateConversation(
    deps.db,
    conversation.id,
    by === 'learner' ? { learnerReadAt: now } : { staffReadAt: now },
  );
  await announce(deps, { type: 'read', conversationId: conversation.id, by, readDate: now.toISOString() });
}

/** The learner read everything support wrote so far (read receipts on the admin's side). */
export async function markReadByLearner(
  deps: AppDeps,
  requester: SupportRequester,
  id: string,
): Promise<void> {
  await markRead(deps, await ownConversation(deps, requester, id), 'learner');
}

/**
 * Receives an image for the requester's conversation: decoded by sharp (PNG, JPEG or WebP only),
 * re-encoded as WebP of at most 1600 px, stored under `support/<conversation>/`. Returns its key,
 * which a message then carries.
 */
export async function receiveAttachment(
  deps: AppDeps,
  requester: SupportRequester | { kind: 'staff' },
  id: string,
  body: Buffer,
): Promise<{ key: string }> {
  const conversation =
    requester.kind === 'staff'
      ? found(await findConversation(deps.db, id))
      : await ownConversation(deps, requester, id);
  if (body.length === 0) throw new AppError('error.fileType');
  if (body.length > supportAttachmentMaxBytes) throw new AppError('error.fileTooLarge');
  let bytes: Buffer;
  try {
    const image = sharp(body, { limitInputPixels: 40_000_000 });
    const metadata = await image.metadata();
    if (!['png', 'jpeg', 'webp'].includes(metadata.format)) throw new AppError('error.fileType');
    bytes = await image
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('error.fileType');
  }
  const key = `support/${conversation.id}/${randomUUID()}.webp`;
  await deps.storage.put(key, bytes);
  return { key };
}

// ---- The admin inbox ----

export async function listInbox(
  deps: AppDeps,
  admin: UserRow,
  query: AdminSupportListQuery,
): Promise<{ items: AdminSupportConversation[]; total: number }> {
  const { rows, total } = await findInboxPage(deps.db, {
    page: query.page,
    size: query.size,
    ...(query.mine === 'true' ? { assignedTo: admin.id } : {}),
  });
  return { items: rows.map(presentInboxRow), total };
}

async function inboxConversation(deps: AppDeps, id: string): Promise<AdminSupportConversation> {
  return presentInboxRow(found(await findInboxRow(deps.db, id)));
}

/** One conversation for an admin, all its messages; opening it marks the learner's messages read. */
export async function openForStaff(deps: AppDeps, id: string): Promise<AdminSupportThread> {
  const conversation = found(await findConversation(deps.db, id));
  await markRead(deps, conversation, 'staff');
  const fresh = found(await findConversation(deps.db, id));
  const now = deps.now();
  const messages = await findMessages(deps.db, id, undefined);
  return {
    conversation: await inboxConversation(deps, id),
    messages: messages.map((row) => presentMessage(deps.storage, fresh, row, now)),
  };
}

export async function markReadByStaff(deps: AppDeps, id: string): Promise<void> {
  await markRead(deps, found(await findConversation(deps.db, id)), 'staff');
}

function linkFor(deps: AppDeps, conversation: SupportConversationRow): string {
  const base = deps.config.publicUrl;
  if (conversation.userId) return `${base}/platform/user/home?support=open`;
  const token = signConversationToken(deps.config.appSecret, conversation.id);
  return `${base}/platform/auth/login?${new URLSearchParams({ support: token }).toString()}`;
}

/**
 * An admin's reply: stored, announced to the learner's sockets, audited (`support.reply`), and
 * e-mailed when the learner's chat has not been connected for {@link supportOfflineAfterMs}.
 */
export async function replyAsStaff(
  deps: AppDeps,
  admin: UserRow,
  id: string,
  request: SupportMessageRequest,
): Promise<SupportMessage> {
  const conversation = found(await findConversation(deps.db, id));
  const now = deps.now();
  const messageId = randomUUID();
  const audit = adminChangeWrite(
    deps.db,
    admin,
    {
      action: 'support.reply',
      targetType: 'supportConversation',
      targetId: conversation.id,
      targetLabel: conversation.email,
      before: null,
      after: { messageId, hasAttachment: request.attachmentKey !== undefined },
    },
    now,
  );
  // The reply, the conversation read up to now by staff and the audit entry: one statement.
  const message = await writeMessage(deps, conversation, request, {
    id: messageId,
    author: 'staff',
    adminId: admin.id,
    now,
    change: { staffReadAt: now },
    alsoWrite: [audit],
  });
  await announce(deps, { type: 'message', conversationId: conversation.id, message });
  const isOffline =
    !conversation.learnerSeenAt ||
    now.getTime() - conversation.learnerSeenAt.getTime() > supportOfflineAfterMs;
  if (isOffline) {
    const learner = conversation.userId ? await findUserById(deps.db, conversation.userId) : undefined;
    await queueMail(deps.db, deps.jobs, {
      template: 'supportReply',
      to: conversation.email,
      language: conversation.language,
      name: learner?.fullName || conversation.email.split('@')[0] || conversation.email,
      link: linkFor(deps, conversation),
      details: message.body ? [message.body] : [],
    });
  }
  return message;
}

/** Assigns the conversation to an admin (or to no one), audited as `support.assign`. */
export async function assignConversation(
  deps: AppDeps,
  admin: UserRow,
  id: string,
  adminId: string | null,
): Promise<AdminSupportConversation> {
  if (adminId) {
    const assignee = await findUserById(deps.db, adminId);
    if (!assignee?.roles.includes('ROLE_ADMIN'))
      throw new AppError('error.validation', undefined, [
        { field: 'adminId', message: 'Not an administrator.' },
      ]);
  }
  await deps.db.transaction(async (tx) => {
    const before = found(await findConversation(tx, id));
    if (before.assignedAdminId === adminId) return;
    await updateConversation(tx, id, { assignedAdminId: adminId });
    await recordAdminChange(
      tx,
      admin,
      {
        action: 'support.assign',
        targetType: 'supportConversation',
        targetId: id,
        targetLabel: before.email,
        before: { assignedAdminId: before.assignedAdminId },
        after: { assignedAdminId: adminId },
      },
      deps.now(),
    );
  });
  return inboxConversation(deps, id);
}
