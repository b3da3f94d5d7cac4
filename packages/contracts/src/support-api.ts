import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  adminSupportAssignRequestSchema,
  adminSupportConversationSchema,
  adminSupportListQuerySchema,
  adminSupportThreadSchema,
  supportConversationParamsSchema,
  supportLearnerContextSchema,
  supportMessageRequestSchema,
  supportMessageSchema,
} from './support.js';

const admin = { auth: 'admin', tag: 'admin' } as const;
const conversation = requestOf({ params: supportConversationParamsSchema });

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
