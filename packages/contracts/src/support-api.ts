import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  adminSupportAssignRequestSchema,
  adminSupportConversationSchema,
  adminSupportListQuerySchema,
  adminSupportThreadSchema,
  supportAttachmentResponseSchema,
  supportConversationParamsSchema,
  supportLearnerContextSchema,
  supportMessageRequestSchema,
  supportMessageSchema,
  supportStartRequestSchema,
  supportStartResponseSchema,
  supportThreadQuerySchema,
  supportThreadSchema,
} from './support.js';

const admin = { auth: 'admin', tag: 'admin' } as const;
const conversation = requestOf({ params: supportConversationParamsSchema });
/**
 * A conversation's own routes: 'public' to the pre-handler, the handler knows the requester by
 * the bearer token of its learner or by a visitor's signed conversation token (`x-support-token`).
 */
const chat = { auth: 'public', tag: 'support' } as const;

/**
 * The support chat of learners and visitors over HTTP: starting a conversation, one's own,
 * reading (and polling) a thread, sending, marking read. The image upload (a raw body) and the
 * WebSocket stay routes of their own.
 */
export const supportApi = {
  /** A signed-in learner's account conversation is reused; a visitor leaves an e-mail and gets a token. */
  start: endpoint
    .route(route('POST', '/api/support/conversations'))
    .meta({ auth: 'optional', tag: 'support' })
    .input(requestOf({ body: supportStartRequestSchema }))
    .output(supportStartResponseSchema),
  mine: endpoint
    .route(route('GET', '/api/support/conversations/mine'))
    .meta({ auth: 'user', tag: 'support' })
    .output(supportThreadSchema.nullable()),
  thread: endpoint
    .route(route('GET', '/api/support/conversations/{id}/messages'))
    .meta(chat)
    .input(requestOf({ params: supportConversationParamsSchema, query: supportThreadQuerySchema }))
    .output(supportThreadSchema),
  send: endpoint
    .route(route('POST', '/api/support/conversations/{id}/messages'))
    .meta(chat)
    .input(requestOf({ params: supportConversationParamsSchema, body: supportMessageRequestSchema }))
    .output(supportMessageSchema),
  read: endpoint
    .route(route('POST', '/api/support/conversations/{id}/read'))
    .meta(chat)
    .input(conversation)
    .output(emptyDataSchema),
};

/**
 * The support inbox of the admin console: the conversations (paged), one with its messages and
 * the learner's account beside it, answering, reading and assigning. The image upload (a raw
 * body) and the chat's WebSocket stay routes of their own.
 */
export const adminSupportApi = {
  inbox: endpoint
    .route(route('GET', '/api/admin/support/conversations'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: adminSupportListQuerySchema }))
    .output(pageOf(adminSupportConversationSchema)),
  thread: endpoint
    .route(route('GET', '/api/admin/support/conversations/{id}'))
    .meta(admin)
    .input(conversation)
    .output(adminSupportThreadSchema),
  context: endpoint
    .route(route('GET', '/api/admin/support/conversations/{id}/context'))
    .meta(admin)
    .input(conversation)
    .output(supportLearnerContextSchema),
  reply: endpoint
    .route(route('POST', '/api/admin/support/conversations/{id}/messages'))
    .meta(admin)
    .input(requestOf({ params: supportConversationParamsSchema, body: supportMessageRequestSchema }))
    .output(supportMessageSchema),
  read: endpoint
    .route(route('POST', '/api/admin/support/conversations/{id}/read'))
    .meta(admin)
    .input(conversation)
    .output(emptyDataSchema),
  assign: endpoint
    .route(route('POST', '/api/admin/support/conversations/{id}/assign'))
    .meta({ ...admin, successMessage: 'changesApplied' })
    .input(requestOf({ params: supportConversationParamsSchema, body: adminSupportAssignRequestSchema }))
    .output(adminSupportConversationSchema),
};

/**
 * The chat's image uploads, a learner's (or visitor's) and an admin's: the body is the image itself
 * (PNG, JPEG or WebP, at most `supportAttachmentMaxBytes`), not JSON, so the web PUTs it with
 * `uploadToEndpoint` rather than the typed client. The answer is the stored image's key.
 */
export const supportUploadsApi = {
  learner: endpoint
    .route(route('PUT', '/api/support/conversations/{id}/attachments'))
    .meta(chat)
    .input(conversation)
    .output(supportAttachmentResponseSchema),
  staff: endpoint
    .route(route('PUT', '/api/admin/support/conversations/{id}/attachments'))
    .meta(admin)
    .input(conversation)
    .output(supportAttachmentResponseSchema),
};
