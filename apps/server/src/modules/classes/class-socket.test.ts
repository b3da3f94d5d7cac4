import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

let context: TestContext;
let teacher: BuiltUser;
let otherTeacher: BuiltUser;
let learner: BuiltUser;
let port: number;

beforeAll(async () => {
  context = await createTestContext();
  teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'] });
  otherTeacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'] });
  learner = await buildUser(context);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await context.close();
});

/** Opens the teacher socket with a hello; resolves with its events, or the close code when refused. */
async function open(hello: object) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/teacher/socket`);
  const events: { type: string; classId?: string; userId?: string }[] = [];
  let closedWith: number | null = null;
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString('utf8'))));
  socket.on('close', (code) => {
    closedWith = code;
  });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify(hello));
  await expect.poll(() => events.some((event) => event.type === 'ready') || closedWith !== null).toBe(true);
  return { socket, events, closedWith: () => closedWith };
}

describe('the teacher’s live socket', () => {
  it('tells a class’s teacher at once when a learner joins, and refuses teachers of other classes', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: teacher.auth,
      payload: { name: 'Live', examFamily: 'PTE' },
    });
    const { id: classId, joinCode } = created.json().data as { id: string; joinCode: string };
    const watcher = await open({ accessToken: teacher.token, classId });
    expect(watcher.closedWith()).toBeNull();
    const refused = await open({ accessToken: otherTeacher.token, classId });
    expect(refused.closedWith()).toBe(4401);
    const learnerSocket = await open({ accessToken: learner.token, classId });
    expect(learnerSocket.closedWith()).toBe(4401);

    await context.app.inject({
      method: 'POST',
      url: '/api/classes/join',
      headers: learner.auth,
      payload: { code: joinCode, sharePractice: false },
    });
    await expect
      .poll(() => watcher.events.find((event) => event.type === 'submission'))
      .toMatchObject({ classId, userId: learner.id });
    watcher.socket.close();
  });
});
