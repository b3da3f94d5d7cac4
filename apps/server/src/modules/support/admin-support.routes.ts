import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSupportApi,
  supportAttachmentMaxBytes,
  supportAttachmentResponseSchema,
  supportConversationParamsSchema,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { ok, responses } from '../../lib/envelope.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
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

/**
 * The support inbox of the admin console (`/api/admin/support/...`), each route behind
 * `app.authenticateAdmin` (the declared ones through their auth 'admin').
 */
export const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  registerEndpoint(app, adminSupportApi.inbox, ({ query }, request) =>
    listInbox(deps, userOf(request), query),
  );
  registerEndpoint(app, adminSupportApi.thread, ({ params }) => openForStaff(deps, params.id));
  registerEndpoint(app, adminSupportApi.context, ({ params }) => learnerContext(deps, params.id));
  registerEndpoint(app, adminSupportApi.reply, ({ params, body }, request) =>
    replyAsStaff(deps, userOf(request), params.id, body),
  );
  registerEndpoint(app, adminSupportApi.read, async ({ params }) => {
    await markReadByStaff(deps, params.id);
    return null;
  });
  registerEndpoint(app, adminSupportApi.assign, ({ params, body }, request) =>
    assignConversation(deps, userOf(request), params.id, body.adminId),
  );

  app.put(
    '/api/admin/support/conversations/:id/attachments',
    {
      onRequest: app.authenticateAdmin,
      bodyLimit: supportAttachmentMaxBytes + 1,
      schema: {
        tags: ['admin'],
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
