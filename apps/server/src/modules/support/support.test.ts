import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import sharp from 'sharp';
import { buildApp } from '../../app.js';
import { createTestContext, linkFrom, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

let context: TestContext;
let admin: BuiltUser;
let learner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  context = await createTestContext();
  admin = await buildUser(context, {
    roles: ['ROLE_ADMIN', 'ROLE_USER'],
    email: 'support-admin@example.com',
  });
  learner = await buildUser(context, { email: 'learner.support@example.com', fullName: 'Lan Pham' });
  other = await buildUser(context, { email: 'other.support@example.com' });
});
afterAll(async () => {
  await context.close();
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

async function startVisitor(body = 'Hello, I cannot activate my account.', email = 'visitor@example.com') {
  const response = await post('/api/support/conversations', { email, body, language: 'en' });
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { token: string; thread: { conversation: { id: string } } };
  return { token: data.token, id: data.thread.conversation.id };
}

describe('starting a conversation', () => {
  it('refuses a visitor without an e-mail, an empty message and unknown fields', async () => {
    expect((await post('/api/support/conversations', { body: 'hi' })).statusCode).toBe(400);
    expect(
      (await post('/api/support/conversations', { email: 'a@example.com', body: '   ' })).statusCode,
    ).toBe(400);
    expect((await post('/api/support/conversations', { email: 'not-an-email', body: 'hi' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/support/conversations', { email: 'a@example.com', body: 'hi', userId: learner.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/support/conversations', { email: 'a@example.com', body: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
  });

  it('gives a visitor a signed token that opens only their conversation', async () => {
    const { token, id } = await startVisitor();
    expect(token).toMatch(new RegExp(`^${id}\\.`));
    const own = await context.app.inject({
      url: `/api/support/conversations/${id}/messages`,
      headers: { 'x-support-token': token },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.messages).toHaveLength(1);
    // A forged signature, another conversation's id under this token, and no token at all.
    const forged = `${id}.${'A'.repeat(43)}`;
    expect(
      (
        await context.app.inject({
          url: `/api/support/conversations/${id}/messages`,
          headers: { 'x-support-token': forged },
        })
      ).statusCode,
    ).toBe(401);
    const second = await startVisitor('Another one', 'second@example.com');
    expect(
      (
        await context.app.inject({
          url: `/api/support/conversations/${second.id}/messages`,
          headers: { 'x-support-token': token },
        })
      ).statusCode,
    ).toBe(404);
    expect((await context.app.inject({ url: `/api/support/conversations/${id}/messages` })).statusCode).toBe(
      401,
    );
  });

  it("keeps a learner to their own conversation and refuses another user's", async () => {
    const started = await post(
      '/api/support/conversations',
      { body: 'Where is my mock report?' },
      learner.auth,
    );
    expect(started.statusCode).toBe(200);
    expect(started.json().data.token).toBeNull();
    const id = started.json().data.thread.conversation.id as string;
    const again = await post('/api/support/conversations', { body: 'Second message' }, learner.auth);
    expect(again.json().data.thread.conversation.id).toBe(id);
    expect(again.json().data.thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'Where is my mock report?',
      'Second message',
    ]);
    const url = `/api/support/conversations/${id}/messages`;
    expect((await context.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await post(url, { body: 'sneaky' }, other.auth)).statusCode).toBe(404);
    expect((await post(`/api/support/conversations/${id}/read`, {}, other.auth)).statusCode).toBe(404);
    const mine = await context.app.inject({ url: '/api/support/conversations/mine', headers: other.auth });
    expect(mine.json().data).toBeNull();
  });
});

describe('messages', () => {
  it('keeps text as text: markup is stored and returned verbatim, never turned into HTML', async () => {
    const body = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const { token, id } = await startVisitor(body, 'markup@example.com');
    const thread = await context.app.inject({
      url: `/api/support/conversations/${id}/messages`,
      headers: { 'x-support-token': token },
    });
    expect(thread.headers['content-type']).toContain('application/json');
    expect(thread.json().data.messages[0].body).toBe(body);
  });

  it('polls: only messages after a time, read receipts and unread counts on both sides', async () => {
    const { token, id } = await startVisitor('Polling question', 'poll@example.com');
    const headers = { 'x-support-token': token };
    const first = await context.app.inject({ url: `/api/support/conversations/${id}/messages`, headers });
    const since = first.json().data.messages[0].createdDate as string;
    const inbox = await context.app.inject({
      url: '/api/admin/support/conversations?size=50',
      headers: admin.auth,
    });
    expect(inbox.statusCode).toBe(200);
    expect(Number(inbox.headers['x-total-count'])).toBeGreaterThan(0);
    const row = (inbox.json().data as { id: string; unreadCount: number }[]).find((item) => item.id === id);
    expect(row?.unreadCount).toBe(1);
    // Unread conversations come first.
    const counts = (inbox.json().data as { unreadCount: number }[]).map((item) => item.unreadCount > 0);
    expect(counts).toEqual([...counts].sort((a, b) => Number(b) - Number(a)));

    await new Promise((resolve) => setTimeout(resolve, 5));
    const reply = await post(
      `/api/admin/support/conversations/${id}/messages`,
      { body: 'We are on it.' },
      admin.auth,
    );
    expect(reply.statusCode).toBe(200);
    const newer = await context.app.inject({
      url: `/api/support/conversations/${id}/messages?after=${encodeURIComponent(since)}`,
      headers,
    });
    expect(newer.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['We are on it.']);
    expect(newer.json().data.conversation.unreadCount).toBe(1);
    expect((await post(`/api/support/conversations/${id}/read`, {}, headers)).statusCode).toBe(200);
    const after = await context.app.inject({ url: `/api/support/conversations/${id}/messages`, headers });
    expect(after.json().data.conversation.unreadCount).toBe(0);
    const [question, answer] = after.json().data.messages as { readDate: string | null }[];
    expect(question?.readDate).not.toBeNull(); // the admin replied, so they read it
    expect(answer?.readDate).not.toBeNull(); // the visitor marked it read
    const opened = await context.app.inject({
      url: `/api/admin/support/conversations/${id}`,
      headers: admin.auth,
    });
    expect(opened.json().data.conversation.unreadCount).toBe(0);
  });

  it('e-mails a reply to a visitor who is offline, audits replies and assignments', async () => {
    const { id } = await startVisitor('Anyone there?', 'offline@example.com');
    context.setNow(new Date(Date.now() + 5 * 60_000));
    try {
      const reply = await post(
        `/api/admin/support/conversations/${id}/messages`,
        { body: 'Yes, here.' },
        admin.auth,
      );
      expect(reply.statusCode).toBe(200);
    } finally {
      context.setNow(undefined as unknown as Date);
    }
    await context.drainJobs();
    const mail = context.readOutbox().find((text) => text.includes('offline@example.com'));
    expect(mail).toBeDefined();
    expect(mail).toContain('Yes, here.');
    // The link opens the conversation again from the login page, with the visitor's signed token.
    expect(linkFrom(mail ?? '', '/platform/auth/login?support=')).toContain(`support=${id}.`);

    expect(
      (await post(`/api/admin/support/conversations/${id}/assign`, { adminId: learner.id }, admin.auth))
        .statusCode,
    ).toBe(400);
    const assigned = await post(
      `/api/admin/support/conversations/${id}/assign`,
      { adminId: admin.id },
      admin.auth,
    );
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.assignedAdminEmail).toBe('support-admin@example.com');
    expect(assigned.json().message).toBe('Your changes have been applied.');
    const audit = await context.app.inject({ url: `/api/admin/audit?size=50`, headers: admin.auth });
    const actions = (audit.json().data as { action: string; targetId: string }[])
      .filter((entry) => entry.targetId === id)
      .map((entry) => entry.action)
      .sort();
    expect(actions).toEqual(['support.assign', 'support.reply']);
  });

  it('refuses the inbox to anyone but an admin, and context shows the learner', async () => {
    expect((await context.app.inject({ url: '/api/admin/support/conversations' })).statusCode).toBe(401);
    expect(
      (await context.app.inject({ url: '/api/admin/support/conversations', headers: learner.auth }))
        .statusCode,
    ).toBe(403);
    const mine = await context.app.inject({ url: '/api/support/conversations/mine', headers: learner.auth });
    const id = mine.json().data.conversation.id as string;
    const contextResponse = await context.app.inject({
      url: `/api/admin/support/conversations/${id}/context`,
      headers: admin.auth,
    });
    expect(contextResponse.statusCode).toBe(200);
    expect(contextResponse.json().data.user.user.email).toBe('learner.support@example.com');
    expect(contextResponse.json().data.user.credits).toBeDefined();
  });

  it('takes an image attachment, re-encoded, and refuses what is not an image', async () => {
    const { token, id } = await startVisitor('Screenshot follows', 'image@example.com');
    const headers = { 'x-support-token': token };
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const upload = await context.app.inject({
      method: 'PUT',
      url: `/api/support/conversations/${id}/attachments`,
      payload: png,
      headers: { ...headers, 'content-type': 'image/png' },
    });
    expect(upload.statusCode).toBe(200);
    const key = upload.json().data.key as string;
    const notImage = await context.app.inject({
      method: 'PUT',
      url: `/api/support/conversations/${id}/attachments`,
      payload: Buffer.from('not an image'),
      headers: { ...headers, 'content-type': 'image/png' },
    });
    expect(notImage.statusCode).toBe(415);
    const foreign = await post(
      `/api/support/conversations/${id}/messages`,
      { attachmentKey: `support/00000000-0000-4000-8000-000000000000/x.webp` },
      headers,
    );
    expect(foreign.statusCode).toBe(415);
    const sent = await post(`/api/support/conversations/${id}/messages`, { attachmentKey: key }, headers);
    expect(sent.statusCode).toBe(200);
    const url = sent.json().data.attachmentUrl as string;
    const image = await context.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await context.app.inject({ url: url.replace(/sig=[^&]+/, 'sig=00') })).statusCode).toBe(403);
  });

  it('takes an image attachment from the admin inbox too', async () => {
    const { id } = await startVisitor('Send me a picture', 'staff-image@example.com');
    const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const upload = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/support/conversations/${id}/attachments`,
      payload: png,
      headers: { ...admin.auth, 'content-type': 'image/png' },
    });
    expect(upload.statusCode).toBe(200);
    const key = upload.json().data.key as string;
    const sent = await context.app.inject({
      method: 'POST',
      url: `/api/admin/support/conversations/${id}/messages`,
      payload: { attachmentKey: key },
      headers: admin.auth,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.attachmentUrl).toContain('sig=');
  });
});

describe('WebSocket delivery and restarts', () => {
  it('pushes an admin reply to the visitor socket and a visitor message to the inbox socket', async () => {
    const { token, id } = await startVisitor('Socket question', 'socket@example.com');
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const open = async (hello: object) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/support/socket`);
      const events: { type: string; message?: { body: string } }[] = [];
      socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString('utf8'))));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify(hello));
      await expect.poll(() => events.some((event) => event.type === 'ready')).toBe(true);
      return { socket, events };
    };
    const visitor = await open({ type: 'hello', conversationToken: token });
    const staff = await open({ type: 'hello', role: 'staff', accessToken: admin.token });

    await post(`/api/admin/support/conversations/${id}/messages`, { body: 'Pushed reply' }, admin.auth);
    await expect
      .poll(() => visitor.events.find((event) => event.type === 'message')?.message?.body)
      .toBe('Pushed reply');
    await post(
      `/api/support/conversations/${id}/messages`,
      { body: 'Thanks!' },
      { 'x-support-token': token },
    );
    await expect
      .poll(() =>
        staff.events.filter((event) => event.type === 'message').map((event) => event.message?.body),
      )
      .toContain('Thanks!');

    // A learner may not listen as staff, and a forged token is closed.
    const refused = new WebSocket(`ws://127.0.0.1:${port}/api/support/socket`);
    const closed = new Promise<number>((resolve) => refused.once('close', (code) => resolve(code)));
    await new Promise((resolve) => refused.once('open', resolve));
    refused.send(JSON.stringify({ type: 'hello', role: 'staff', accessToken: learner.token }));
    expect(await closed).toBe(4401);
    visitor.socket.close();
    staff.socket.close();
  });

  it('keeps every message across a restart (a new app on the same database)', async () => {
    const { token, id } = await startVisitor('Before the restart', 'restart@example.com');
    await context.app.close();
    context.app = await buildApp({ deps: context.deps, serveWeb: false });
    await context.app.ready();
    const thread = await context.app.inject({
      url: `/api/support/conversations/${id}/messages`,
      headers: { 'x-support-token': token },
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['Before the restart']);
  });
});
