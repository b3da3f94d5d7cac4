import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import {
  deleteRedisKeys,
  redisSkipReason,
  startSecondProcess,
  testRedisPrefix,
  testRedisUrl,
} from '../../../test/redis.js';

// Under CI a Redis that does not answer fails here; elsewhere the tests are skipped with the reason.
const skipReason = await redisSkipReason();
const prefix = testRedisPrefix();

describe.skipIf(skipReason !== undefined)('support chat across two API processes (REDIS_URL)', () => {
  let context: TestContext;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let admin: BuiltUser;

  beforeAll(async () => {
    context = await createTestContext({ REDIS_URL: testRedisUrl, REDIS_PREFIX: prefix });
    second = await startSecondProcess(context);
    admin = await buildUser(context, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
  });
  afterAll(async () => {
    await second?.close();
    await context?.close();
    await deleteRedisKeys(prefix);
  });

  it('delivers a reply posted to one process to the visitor socket on the other', async () => {
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/support/conversations',
      payload: { email: 'two-processes@example.com', body: 'Hello from process one' },
    });
    const { token, thread } = started.json().data as {
      token: string;
      thread: { conversation: { id: string } };
    };
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/support/socket`);
    const events: { type: string; message?: { body: string } }[] = [];
    socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString('utf8'))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', conversationToken: token }));
    await expect.poll(() => events.some((event) => event.type === 'ready')).toBe(true);

    const reply = await context.app.inject({
      method: 'POST',
      url: `/api/admin/support/conversations/${thread.conversation.id}/messages`,
      payload: { body: 'Answered on process one' },
      headers: admin.auth,
    });
    expect(reply.statusCode).toBe(200);
    await expect
      .poll(() => events.find((event) => event.type === 'message')?.message?.body)
      .toBe('Answered on process one');
    socket.close();
  });
});
