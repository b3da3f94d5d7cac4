import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';

let context: TestContext;
let admin: BuiltUser;
let freeLearner: BuiltUser;
let payingLearner: BuiltUser;

beforeAll(async () => {
  context = await createTestContext();
  admin = await buildUser(context, { roles: ['ROLE_ADMIN', 'ROLE_USER'], email: 'home.admin@example.com' });
  freeLearner = await buildUser(context);
  payingLearner = await buildUser(context, { roles: ['ROLE_USER'] });
  context.setNow(new Date('2026-05-10T12:00:00Z'));
});
afterAll(async () => {
  await context.close();
});

const english = { title: 'Spring sale', body: 'Half price on mock tests.', imageKey: null };
const vietnamese = { title: 'Khuyến mãi mùa xuân', body: 'Giảm nửa giá bài thi thử.', imageKey: null };

function input(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'banner',
    audience: 'all',
    startsAt: '2026-05-10T00:00:00Z',
    endsAt: '2026-05-20T00:00:00Z',
    texts: { en: english, vi: vietnamese },
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/admin/home-messages',
    headers: admin.auth,
    payload: input(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

async function remove(id: string) {
  const response = await context.app.inject({
    method: 'DELETE',
    url: `/api/admin/home-messages/${id}`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
}

async function shown(learner: BuiltUser, query = '') {
  const response = await context.app.inject({ url: `/api/home/messages${query}`, headers: learner.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    banner: { id: string; title: string; language: string; imageUrl: string | null } | null;
    popup: { id: string; title: string } | null;
  };
}

async function auditOf(id: string) {
  const response = await context.app.inject({
    url: `/api/admin/audit?targetId=${id}&sort=createdDate,asc`,
    headers: admin.auth,
  });
  return response.json().data as { action: string; before: unknown; after: unknown; targetLabel: string }[];
}

describe('the admin side of home messages', () => {
  it('creates, lists (paged, with x-total-count), edits and deletes, each change audited', async () => {
    const first = await create();
    const second = await create({
      kind: 'popup',
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-06-02T00:00:00Z',
    });
    const page = await context.app.inject({
      url: '/api/admin/home-messages?size=10&page=0',
      headers: admin.auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().data.map((message: { id: string }) => message.id)).toEqual([second, first]);
    const popups = await context.app.inject({
      url: '/api/admin/home-messages?kind=popup',
      headers: admin.auth,
    });
    expect(popups.headers['x-total-count']).toBe('1');

    context.setNow(new Date('2026-05-10T12:01:00Z'));
    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/home-messages/${first}`,
      headers: admin.auth,
      payload: input({ audience: 'paying' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: first,
      audience: 'paying',
      startsAt: '2026-05-10T00:00:00.000Z',
    });
    context.setNow(new Date('2026-05-10T12:02:00Z'));
    await remove(first);
    await remove(second);
    context.setNow(new Date('2026-05-10T12:00:00Z'));

    const entries = await auditOf(first);
    expect(entries.map((entry) => entry.action)).toEqual([
      'homeMessage.create',
      'homeMessage.update',
      'homeMessage.delete',
    ]);
    expect(entries[0]).toMatchObject({
      before: null,
      after: { audience: 'all' },
      targetLabel: 'Spring sale',
    });
    expect(entries[1]).toMatchObject({ before: { audience: 'all' }, after: { audience: 'paying' } });
    expect(entries[2]).toMatchObject({
      before: { audience: 'paying', texts: { vi: vietnamese } },
      after: null,
    });
    const list = await context.app.inject({ url: '/api/admin/home-messages', headers: admin.auth });
    expect(list.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['an end before the start', { endsAt: '2026-05-01T00:00:00Z' }],
    ['no English text', { texts: { vi: vietnamese } }],
    ['an empty title', { texts: { en: { ...english, title: ' ' } } }],
    ['an unknown audience', { audience: 'vip' }],
    ['an image that was not uploaded', { texts: { en: { ...english, imageKey: '../secret.webp' } } }],
  ])('refuses %s with 400, writing nothing', async (_case, overrides) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/admin/home-messages',
      headers: admin.auth,
      payload: input(overrides),
    });
    expect(response.statusCode).toBe(400);
    const list = await context.app.inject({ url: '/api/admin/home-messages', headers: admin.auth });
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('answers 404 for editing or deleting a message that does not exist', async () => {
    const url = '/api/admin/home-messages/00000000-0000-4000-8000-000000000000';
    const edit = await context.app.inject({ method: 'PUT', url, headers: admin.auth, payload: input() });
    const drop = await context.app.inject({ method: 'DELETE', url, headers: admin.auth });
    expect([edit.statusCode, drop.statusCode]).toEqual([404, 404]);
  });

  it('refuses learners (403) and anonymous users (401)', async () => {
    for (const [headers, status] of [
      [freeLearner.auth, 403],
      [{}, 401],
    ] as const) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/admin/home-messages',
        headers,
        payload: input(),
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it('stores an uploaded image as WebP through the storage driver and serves it publicly', async () => {
    const png = await sharp({
      create: { width: 2400, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = await context.app.inject({
      method: 'POST',
      url: '/api/admin/home-messages/images',
      headers: { ...admin.auth, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { key, url } = upload.json().data as { key: string; url: string };
    expect(key).toMatch(/^home-images\/[0-9a-f-]{36}\.webp$/);
    expect(await context.deps.storage.get(key)).not.toBeNull();
    const image = await context.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);

    const notImage = await context.app.inject({
      method: 'POST',
      url: '/api/admin/home-messages/images',
      headers: { ...admin.auth, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(notImage.statusCode).toBe(415);
    const id = await create({ texts: { en: { ...english, imageKey: key } } });
    expect((await shown(freeLearner)).banner).toMatchObject({ id, imageUrl: `/${'files'}/${key}` });
    await remove(id);
  });
});

describe('what a learner sees on the home page', () => {
  it('shows a message only while its schedule runs (start inclusive, end exclusive)', async () => {
    const id = await create({ startsAt: '2026-05-10T12:00:00Z', endsAt: '2026-05-10T13:00:00Z' });
    context.setNow(new Date('2026-05-10T11:59:59Z'));
    expect((await shown(freeLearner)).banner).toBeNull();
    context.setNow(new Date('2026-05-10T12:00:00Z'));
    expect((await shown(freeLearner)).banner?.id).toBe(id);
    context.setNow(new Date('2026-05-10T13:00:00Z'));
    expect((await shown(freeLearner)).banner).toBeNull();
    context.setNow(new Date('2026-05-10T12:00:00Z'));
    await remove(id);
  });

  it('shows free members the free audience, paying learners the paying one, everyone "all"', async () => {
    const forFree = await create({ audience: 'free', texts: { en: { ...english, title: 'For free' } } });
    const forPaying = await create({ kind: 'popup', audience: 'paying' });
    expect(await shown(freeLearner)).toMatchObject({ banner: { id: forFree }, popup: null });
    expect(await shown(payingLearner)).toMatchObject({ banner: null, popup: { id: forPaying } });
    const forAll = await create({ audience: 'all', startsAt: '2026-05-10T06:00:00Z' });
    // The latest start wins among a learner's running banners.
    expect((await shown(payingLearner)).banner?.id).toBe(forAll);
    expect((await shown(freeLearner)).banner?.id).toBe(forAll);
    for (const id of [forFree, forPaying, forAll]) await remove(id);
  });

  it('speaks the asked language, else the learner’s own, else English', async () => {
    const id = await create({ texts: { en: english, vi: vietnamese } });
    expect((await shown(freeLearner, '?lang=vi')).banner).toMatchObject({
      title: vietnamese.title,
      language: 'vi',
    });
    expect((await shown(freeLearner, '?lang=de')).banner).toMatchObject({
      title: english.title,
      language: 'en',
    });
    expect((await shown(freeLearner)).banner?.title).toBe(english.title);
    await context.deps.db.update(users).set({ langKey: 'vi' }).where(eq(users.id, freeLearner.id));
    expect((await shown(freeLearner)).banner?.title).toBe(vietnamese.title);
    await context.deps.db.update(users).set({ langKey: 'en' }).where(eq(users.id, freeLearner.id));
    await remove(id);
  });

  it('remembers a dismissal per learner: gone for them, still shown to others', async () => {
    const id = await create({ audience: 'all' });
    const dismiss = await context.app.inject({
      method: 'POST',
      url: `/api/home/messages/${id}/dismiss`,
      headers: freeLearner.auth,
    });
    expect(dismiss.statusCode).toBe(200);
    const again = await context.app.inject({
      method: 'POST',
      url: `/api/home/messages/${id}/dismiss`,
      headers: freeLearner.auth,
    });
    expect(again.statusCode).toBe(200);
    expect((await shown(freeLearner)).banner).toBeNull();
    expect((await shown(payingLearner)).banner?.id).toBe(id);
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/home/messages/00000000-0000-4000-8000-000000000000/dismiss',
      headers: freeLearner.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await context.app.inject({ url: '/api/home/messages' });
    expect(anonymous.statusCode).toBe(401);
    await remove(id);
  });
});
