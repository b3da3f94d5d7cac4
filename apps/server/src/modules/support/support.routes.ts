import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  supportAttachmentMaxBytes,
  supportAttachmentTypes,
  supportApi,
  supportUploadsApi,
  supportSocketHelloSchema,
  hasAnyRole,
} from '@prepwise/contracts';
import { AppError } from '../../lib/app-error.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { userOf } from '../../plugins/auth.js';
import { verifyAccessToken } from '../../lib/tokens.js';
import { findUserById } from '../user/index.js';
import { findConversationOfUser, touchLearnersSeen } from './support.repository.js';
import { SupportHub, seenEveryMs } from './support-hub.js';
import { verifyConversationToken } from './support-token.js';
import {
  markReadByLearner,
  myConversation,
  postLearnerMessage,
  readThread,
  receiveAttachment,
  startConversation,
  visitorFromToken,
  type SupportRequester,
} from './support.service.js';

const tokenHeader = 'x-support-token';
const helloWithinMs = 10_000;

/**
 * The support chat of learners and visitors: HTTP to start a conversation, send, read and poll
 * (the fallback), and a WebSocket that pushes new messages and read receipts. A signed-in learner
 * is known by their bearer token, a visitor by the signed conversation token (`x-support-token`).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendLimit = { rateLimit: { max: app.deps.config.supportRateLimitPerMinute, timeWindow: '1 minute' } };
  // Each visitor conversation is a new row and a new item in the staff inbox: per address, only a
  // few an hour. (A signed-in learner has one conversation, which starting again reuses.)
  const countNewConversation = app.createRateLimit({
    max: app.deps.config.supportConversationRateLimitPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `support-new:${request.ip}`,
  });
  const hub = new SupportHub();
  const stopHearing = app.deps.shared.subscribe('support', (detail) => hub.deliver(detail));
  const seenTimer = setInterval(() => {
    touchLearnersSeen(app.deps.db, hub.connectedConversations(), app.deps.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'support: could not mark learners seen'),
    );
  }, seenEveryMs);
  seenTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(seenTimer);
    stopHearing();
    hub.closeAll();
  });

  async function requesterOf(request: FastifyRequest): Promise<SupportRequester> {
    if (request.headers.authorization) {
      await app.authenticate(request);
      if (request.currentUser) return { kind: 'user', user: request.currentUser };
    }
    const token = request.headers[tokenHeader];
    if (typeof token === 'string' && token.length < 500) return visitorFromToken(app.deps, token);
    throw new AppError('error.http.401');
  }

  acceptSupportAttachments(app);

  registerEndpoint(
    app,
    supportApi.start,
    ({ body }, request) => startConversation(app.deps, request.currentUser, body),
    {
      config: sendLimit,
      preHandler: async (request) => {
        if (request.currentUser) return;
        const counted = await countNewConversation(request);
        if (!counted.isAllowed && counted.isExceeded) throw new AppError('error.http.429');
      },
    },
  );
  registerEndpoint(app, supportApi.mine, (_input, request) => myConversation(app.deps, userOf(request)));
  registerEndpoint(app, supportApi.thread, async ({ params, query }, request) => {
    const after = query.after ? new Date(query.after) : undefined;
    return readThread(app.deps, await requesterOf(request), params.id, after);
  });
  registerEndpoint(
    app,
    supportApi.send,
    async ({ params, body }, request) =>
      postLearnerMessage(app.deps, await requesterOf(request), params.id, body),
    { config: sendLimit },
  );
  registerEndpoint(app, supportApi.read, async ({ params }, request) => {
    await markReadByLearner(app.deps, await requesterOf(request), params.id);
    return null;
  });

  registerEndpoint(
    app,
    supportUploadsApi.learner,
    async ({ params }, request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('error.fileType');
      return receiveAttachment(app.deps, await requesterOf(request), params.id, request.body);
    },
    { config: sendLimit, bodyLimit: supportAttachmentMaxBytes + 1 },
  );

  // Attachments are read through signed URLs (an <img> sends no token), like recordings.
  app.get(
    '/files/support/*',
    { schema: { hide: true, querystring: z.object({ expires: z.string(), sig: z.string() }) } },
    async (request, reply) => {
      const key = `support/${(request.params as Record<string, string>)['*']}`;
      if (!/^support\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/.test(key)) throw new AppError('error.http.404');
      if (!app.deps.storage.verifyDownload(key, request.query, app.deps.now()))
        throw new AppError('error.signedUrlInvalid');
      const bytes = await app.deps.storage.get(key);
      if (!bytes) throw new AppError('error.http.404');
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(bytes);
    },
  );

  /** Who the socket's hello names: an admin's inbox, a learner's or a visitor's conversation. */
  async function admit(socket: WebSocket, text: string): Promise<boolean> {
    const hello = supportSocketHelloSchema.safeParse(JSON.parse(text));
    if (!hello.success) return false;
    const { role, accessToken, conversationToken } = hello.data;
    if (accessToken) {
      const now = app.deps.now();
      const claims = await verifyAccessToken(app.deps.config.appSecret, accessToken, now);
      const user = await findUserById(app.deps.db, claims.userId);
      if (!user?.activated || user.lockedAt || user.tokenVersion !== claims.tokenVersion) return false;
      if (role === 'staff') {
        if (!hasAnyRole(user.roles, ['ROLE_ADMIN'])) return false;
        hub.addStaff(socket);
        return true;
      }
      const conversation = await findConversationOfUser(app.deps.db, user.id);
      if (!conversation) return false;
      hub.addLearner(conversation.id, socket);
      await touchLearnersSeen(app.deps.db, [conversation.id], now);
      return true;
    }
    const conversationId = conversationToken
      ? verifyConversationToken(app.deps.config.appSecret, conversationToken)
      : null;
    if (!conversationId || role !== 'learner') return false;
    hub.addLearner(conversationId, socket);
    await touchLearnersSeen(app.deps.db, [conversationId], app.deps.now());
    return true;
  }

  app.get(
    '/api/support/socket',
    {
      websocket: true,
      config: { rateLimit: { max: app.deps.config.supportRateLimitPerMinute * 3, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    (socket) => {
      const timer = setTimeout(() => socket.close(4401, 'hello expected'), helloWithinMs);
      socket.once('message', (data) => {
        clearTimeout(timer);
        admit(socket, Buffer.isBuffer(data) ? data.toString('utf8') : '')
          .catch(() => false)
          .then((isAdmitted) => {
            if (isAdmitted) socket.send(JSON.stringify({ type: 'ready' }));
            else socket.close(4401, 'not allowed');
          })
          .catch(() => socket.terminate());
      });
      socket.once('close', () => clearTimeout(timer));
    },
  );
};

/**
 * Lets a plugin's routes read an image attachment's bytes (Fastify scopes content-type parsers to
 * the plugin that adds them: the learners' routes and the admin inbox each call this).
 */
export function acceptSupportAttachments(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...supportAttachmentTypes],
    { parseAs: 'buffer', bodyLimit: supportAttachmentMaxBytes + 1 },
    (_request, body, done) => done(null, body),
  );
}
