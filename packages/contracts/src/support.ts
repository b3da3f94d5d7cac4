import { z } from 'zod';
import { pageQueryFields } from './paging.js';
import { languageSchema } from './user.js';
import { adminMockAttemptSchema, adminPracticeAttemptSchema, adminUserDetailSchema } from './admin.js';
import { orderSchema } from './marketplace.js';

/** Who wrote a support message: the learner or visitor, or an admin answering for support. */
export const supportAuthors = ['learner', 'staff'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

/** The longest support message, in characters (after trimming). */
export const supportMessageMaxLength = 2000;
/** The largest image attachment a support message may carry (before it is re-encoded). */
export const supportAttachmentMaxBytes = 5 * 1024 * 1024;
export const supportAttachmentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Messages a learner or visitor may send per minute (per address, counted across processes). */
export const supportMessagesPerMinute = 20;
/** A learner seen by the chat less recently than this is offline: a reply is e-mailed to them. */
export const supportOfflineAfterMs = 60_000;

export const supportMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  author: z.enum(supportAuthors),
  /** Plain text, shown as text (never as HTML). */
  body: z.string(),
  /** A signed, same-origin URL of the attached image, or null. */
  attachmentUrl: z.string().nullable(),
  createdDate: z.string(),
  /** When the other side read it (read receipt), or null. */
  readDate: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A conversation as its learner or visitor sees it. */
export const supportConversationSchema = z.object({
  id: z.string(),
  /** Messages from support the learner has not read yet. */
  unreadCount: z.number().int(),
  createdDate: z.string(),
  lastMessageDate: z.string().nullable(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** One conversation with its messages, oldest first (`GET .../messages?after=`: only newer ones). */
export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(supportMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

const messageBody = z.string().trim().max(supportMessageMaxLength);

/** A new message: text, an image (uploaded first), or both. */
export const supportMessageRequestSchema = z
  .strictObject({
    body: messageBody.default(''),
    attachmentKey: z.string().max(200).optional(),
  })
  .refine((value) => value.body.length > 0 || value.attachmentKey !== undefined, {
    message: 'A message needs text or an image.',
    path: ['body'],
  });
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>;

/**
 * Starts a conversation (`POST /api/support/conversations`). A signed-in learner sends only the
 * first message (their account's conversation is reused); a visitor also leaves an e-mail.
 */
export const supportStartRequestSchema = z.strictObject({
  email: z.email().max(254).optional(),
  language: languageSchema.default('en'),
  body: messageBody.min(1),
});
export type SupportStartRequest = z.input<typeof supportStartRequestSchema>;

/** The conversation started, and (visitors only) the signed token that opens it later. */
export const supportStartResponseSchema = z.object({
  thread: supportThreadSchema,
  token: z.string().nullable(),
});
export type SupportStartResponse = z.infer<typeof supportStartResponseSchema>;

export const supportConversationParamsSchema = z.strictObject({ id: z.uuid() });
export const supportThreadQuerySchema = z.strictObject({
  after: z.iso.datetime({ offset: true }).optional(),
});

export const supportAttachmentResponseSchema = z.object({ key: z.string() });

/** What the chat's WebSocket sends: a new message, or the other side read up to a time. */
export const supportSocketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), conversationId: z.string(), message: supportMessageSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    by: z.enum(supportAuthors),
    readDate: z.string(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SupportSocketEvent = z.infer<typeof supportSocketEventSchema>;

/** The first (and only) thing a client sends on the socket: who it is. */
export const supportSocketHelloSchema = z.strictObject({
  type: z.literal('hello'),
  /** `staff`: an admin's inbox, told of every conversation; `learner`: one's own conversation. */
  role: z.enum(['learner', 'staff']).default('learner'),
  accessToken: z.string().max(4000).optional(),
  conversationToken: z.string().max(500).optional(),
});
export type SupportSocketHello = z.infer<typeof supportSocketHelloSchema>;

/** A conversation in the admin inbox. */
export const adminSupportConversationSchema = z.object({
  id: z.string(),
  /** The learner's account, or null for a visitor. */
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  language: languageSchema,
  assignedAdminId: z.string().nullable(),
  assignedAdminEmail: z.string().nullable(),
  /** Messages from the learner no admin has read yet. */
  unreadCount: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageDate: z.string().nullable(),
  createdDate: z.string(),
});
export type AdminSupportConversation = z.infer<typeof adminSupportConversationSchema>;

export const adminSupportListQuerySchema = z.strictObject({
  ...pageQueryFields,
  mine: z.enum(['true', 'false']).optional(),
});
export type AdminSupportListQuery = z.output<typeof adminSupportListQuerySchema>;

export const adminSupportThreadSchema = z.object({
  conversation: adminSupportConversationSchema,
  messages: z.array(supportMessageSchema),
});
export type AdminSupportThread = z.infer<typeof adminSupportThreadSchema>;

/** `POST /api/admin/support/conversations/{id}/assign`: to an admin, or to no one (null). */
export const adminSupportAssignRequestSchema = z.strictObject({ adminId: z.uuid().nullable() });

/** What the inbox shows beside a conversation: the learner's account and credits, last attempts and orders (a visitor: none). */
export const supportLearnerContextSchema = z.object({
  user: adminUserDetailSchema.nullable(),
  practice: z.array(adminPracticeAttemptSchema),
  mocks: z.array(adminMockAttemptSchema),
  orders: z.array(orderSchema),
});
export type SupportLearnerContext = z.infer<typeof supportLearnerContextSchema>;
