import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSupportApi, supportAttachmentMaxBytes, supportUploadsApi } from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
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
import { acceptSupportAttachments } from './support.routes.js';

/** The support inbox of the admin console (`/api/admin/support/...`), each route with auth 'admin'. */
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

  // Without it every admin image upload answered 415: the learners' plugin's parser is not seen here.
  acceptSupportAttachments(app);
  registerEndpoint(
    app,
    supportUploadsApi.staff,
    async ({ params }, request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return receiveAttachment(deps, { kind: 'staff' }, params.id, request.body);
    },
    { bodyLimit: supportAttachmentMaxBytes + 1 },
  );
};
