import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { classSocketHelloSchema, classSocketPath, hasAnyRole } from '@prepwise/contracts';
import { verifyAccessToken } from '../../lib/tokens.js';
import { findUserById } from '../user/index.js';
import { teacherClass } from './class-access.js';
import { ClassHub } from './class-hub.js';

const helloWithinMs = 10_000;

/**
 * `GET /api/teacher/socket`: a teacher's live class page. The first message names the teacher
 * (their access token) and the class; a teacher with a right on it hears every change of its work
 * (`ClassEvent`), anyone else is closed with 4401.
 */
export const classSocketRoutes: FastifyPluginAsync = async (app) => {
  const hub = new ClassHub();
  const stopHearing = app.deps.shared.subscribe('classes', (detail) => hub.deliver(detail));
  app.addHook('onClose', async () => {
    stopHearing();
    hub.closeAll();
  });

  async function admit(socket: WebSocket, text: string): Promise<boolean> {
    const hello = classSocketHelloSchema.safeParse(JSON.parse(text));
    if (!hello.success) return false;
    const claims = await verifyAccessToken(app.deps.config.appSecret, hello.data.accessToken, app.deps.now());
    const user = await findUserById(app.deps.db, claims.userId);
    if (!user?.activated || user.lockedAt || user.tokenVersion !== claims.tokenVersion) return false;
    if (!hasAnyRole(user.roles, ['ROLE_TEACHER', 'ROLE_ADMIN'])) return false;
    await teacherClass(app.deps, user, hello.data.classId, 'any');
    hub.watch(hello.data.classId, socket);
    return true;
  }

  app.get(classSocketPath, { websocket: true, schema: { hide: true } }, (socket) => {
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
  });
};
