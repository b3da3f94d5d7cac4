import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSupportAssignRequestSchema,
  adminSupportConversationSchema,
  adminSupportListQuerySchema,
  adminSupportThreadSchema,
  supportAttachmentMaxBytes,
  supportAttachmentResponseSchema,
  supportConversationParamsSchema,
  supportLearnerContextSchema,
  supportMessageRequestSchema,
  supportMessageSchema,
  successMessages,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { userOf } from '../../plugins/auth.js';
import {
  assignConversation,
  listInbox,
  markReadByStaff,
  openForStaff,
  receiveAttachment,
  replyAsStaff,
} from './support.service.js';
import { learnerContext } from './support-context.service.js';

/** The support inbox of the admin console (`/api/admin/support/...`), behind `app.authenticateAdmin`. */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticateAdmin);
  const tags = ['admin'];

  app.get(
    '/api/admin/support/conversations',
    {
      schema: {
        tags,
        querystring: adminSupportListQuerySchema,
        response: responses(z.array(adminSupportConversationSchema)),
      },
    },
    async (request, reply) => {
      const { items, total } = await listInbox(app.deps, userOf(request), request.query);
      void reply.header('x-total-count', String(total));
      return ok(items);
    },
  );

  app.get(
    '/api/admin/support/conversations/:id',
    {
      schema: {
        tags,
        params: supportConversationParamsSchema,
        response: responses(adminSupportThreadSchema),
      },
    },
    async (request) => ok(await openForStaff(app.deps, request.params.id)),
  );

  app.get(
    '/api/admin/support/conversations/:id/context',
    {
      schema: {
        tags,
        params: supportConversationParamsSchema,
        response: responses(supportLearnerContextSchema),
      },
    },
    async (request) => ok(await learnerContext(app.deps, request.params.id)),
  );

  app.post(
    '/api/admin/support/conversations/:id/messages',
    {
      schema: {
        tags,
        params: supportConversationParamsSchema,
        body: supportMessageRequestSchema,
        response: responses(supportMessageSchema),
      },
    },
    async (request) => ok(await replyAsStaff(app.deps, userOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/support/conversations/:id/read',
    { schema: { tags, params: supportConversationParamsSchema, response: responses(z.null()) } },
    async (request) => {
      await markReadByStaff(app.deps, request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/api/admin/support/conversations/:id/assign',
    {
      schema: {
        tags,
        params: supportConversationParamsSchema,
        body: adminSupportAssignRequestSchema,
        response: responses(adminSupportConversationSchema),
      },
    },
    async (request) =>
      ok(
        await assignConversation(app.deps, userOf(request), request.params.id, request.body.adminId),
        successMessages.changesApplied,
      ),
  );

  app.put(
    '/api/admin/support/conversations/:id/attachments',
    {
      bodyLimit: supportAttachmentMaxBytes + 1,
      schema: {
        tags,
        params: supportConversationParamsSchema,
        response: responses(supportAttachmentResponseSchema),
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return ok(await receiveAttachment(app.deps, { kind: 'staff' }, request.params.id, request.body));
    },
  );
};
