import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';

const fixture = useAdminFixture('home.admin@example.com');
const { call } = fixture;
let payingLearner: BuiltUser;

beforeAll(async () => {
  payingLearner = await buildUser(fixture.context, { roles: ['ROLE_USER'] });
  fixture.context.setNow(new Date('2026-05-10T12:00:00Z'));
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
  const response = await call('POST', '/api/admin/home-messages', input(overrides));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe('Your changes have been applied.');
  return response.json().data.id as string;
}

async function remove(id: string) {
  const response = await call('DELETE', `/api/admin/home-messages/${id}`);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ data: null, message: 'Your changes have been applied.' });
}

async function shown(learner: BuiltUser, query = '') {
  const response = await call('GET', `/api/home/messages${query}`, undefined, learner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    banner: { id: string; title: string; language: string; imageUrl: string | null } | null;
    popup: { id: string; title: string } | null;
  };
}

const auditOf = (id: string) => fixture.auditEntries({ targetId: id });

describe('the admin side of home messages', () => {
  it('creates, lists (paged, with x-total-count), edits and deletes, each change audited', async () => {
    const first = await create();
    const second = await create({
      kind: 'popup',
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-06-02T00:00:00Z',
    });
    const page = await call('GET', '/api/admin/home-messages?size=10&page=0');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().data.map((message: { id: string }) => message.id)).toEqual([second, first]);
    const popups = await call('GET', '/api/admin/home-messages?kind=popup');
    expect(popups.headers['x-total-count']).toBe('1');

    fixture.context.setNow(new Date('2026-05-10T12:01:00Z'));
    const edited = await call('PUT', `/api/admin/home-messages/${first}`, input({ audience: 'paying' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('Your changes have been applied.');
    expect(edited.json().data).toMatchObject({
      id: first,
      audience: 'paying',
      startsAt: '2026-05-10T00:00:00.000Z',
    });
    fixture.context.setNow(new Date('2026-05-10T12:02:00Z'));
    await remove(first);
    await remove(second);
    fixture.context.setNow(new Date('2026-05-10T12:00:00Z'));

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
    const list = await call('GET', '/api/admin/home-messages');
    expect(list.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['an end before the start', { endsAt: '2026-05-01T00:00:00Z' }],
    ['no English text', { texts: { vi: vietnamese } }],
    ['an empty title', { texts: { en: { ...english, title: ' ' } } }],
    ['an unknown audience', { audience: 'vip' }],
    ['an image that was not uploaded', { texts: { en: { ...english, imageKey: '../secret.webp' } } }],
  ])('refuses %s with 400, writing nothing', async (_case, overrides) => {
    const response = await call('POST', '/api/admin/home-messages', input(overrides));
    expect(response.statusCode).toBe(400);
    const list = await call('GET', '/api/admin/home-messages');
    expect(list.headers['x-total-count']).toBe('0');
  });

  it('answers 404 for editing or deleting a message that does not exist', async () => {
    const url = '/api/admin/home-messages/00000000-0000-4000-8000-000000000000';
    const edit = await call('PUT', url, input());
    const drop = await call('DELETE', url);
    expect([edit.statusCode, drop.statusCode]).toEqual([404, 404]);
  });

  it('refuses learners (403) and anonymous users (401)', async () => {
    for (const [who, status] of [
      [fixture.learner, 403],
      [null, 401],
    ] as const) {
      const response = await call('POST', '/api/admin/home-messages', input(), who);
      expect(response.statusCode).toBe(status);
    }
  });

  it('stores an uploaded image as WebP through the storage driver and serves it publicly', async () => {
    const png = await sharp({
      create: { width: 2400, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/admin/home-messages/images',
      headers: { ...fixture.admin.auth, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { key, url } = upload.json().data as { key: string; url: string };
    expect(key).toMatch(/^home-images\/[0-9a-f-]{36}\.webp$/);
    expect(await fixture.context.deps.storage.get(key)).not.toBeNull();
    const image = await call('GET', url, undefined, null);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);

    const notImage = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/admin/home-messages/images',
      headers: { ...fixture.admin.auth, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(notImage.statusCode).toBe(415);
    const id = await create({ texts: { en: { ...english, imageKey: key } } });
    expect((await shown(fixture.learner)).banner).toMatchObject({ id, imageUrl: `/${'files'}/${key}` });
    await remove(id);
  });
});

describe('what a learner sees on the home page', () => {
  it('shows a message only while its schedule runs (start inclusive, end exclusive)', async () => {
    const id = await create({ startsAt: '2026-05-10T12:00:00Z', endsAt: '2026-05-10T13:00:00Z' });
    fixture.context.setNow(new Date('2026-05-10T11:59:59Z'));
    expect((await shown(fixture.learner)).banner).toBeNull();
    fixture.context.setNow(new Date('2026-05-10T12:00:00Z'));
    expect((await shown(fixture.learner)).banner?.id).toBe(id);
    fixture.context.setNow(new Date('2026-05-10T13:00:00Z'));
    expect((await shown(fixture.learner)).banner).toBeNull();
    fixture.context.setNow(new Date('2026-05-10T12:00:00Z'));
    await remove(id);
  });

  it('shows free members the free audience, paying learners the paying one, everyone "all"', async () => {
    const forFree = await create({ audience: 'free', texts: { en: { ...english, title: 'For free' } } });
    const forPaying = await create({ kind: 'popup', audience: 'paying' });
    expect(await shown(fixture.learner)).toMatchObject({ banner: { id: forFree }, popup: null });
    expect(await shown(payingLearner)).toMatchObject({ banner: null, popup: { id: forPaying } });
    const forAll = await create({ audience: 'all', startsAt: '2026-05-10T06:00:00Z' });
    // The latest start wins among a learner's running banners.
    expect((await shown(payingLearner)).banner?.id).toBe(forAll);
    expect((await shown(fixture.learner)).banner?.id).toBe(forAll);
    for (const id of [forFree, forPaying, forAll]) await remove(id);
  });

  it('speaks the asked language, else the learner’s own, else English', async () => {
    const id = await create({ texts: { en: english, vi: vietnamese } });
    expect((await shown(fixture.learner, '?lang=vi')).banner).toMatchObject({
      title: vietnamese.title,
      language: 'vi',
    });
    expect((await shown(fixture.learner, '?lang=de')).banner).toMatchObject({
      title: english.title,
      language: 'en',
    });
    expect((await shown(fixture.learner)).banner?.title).toBe(english.title);
    await fixture.context.deps.db
      .update(users)
      .set({ langKey: 'vi' })
      .where(eq(users.id, fixture.learner.id));
    expect((await shown(fixture.learner)).banner?.title).toBe(vietnamese.title);
    await fixture.context.deps.db
      .update(users)
      .set({ langKey: 'en' })
      .where(eq(users.id, fixture.learner.id));
    await remove(id);
  });

  it('remembers a dismissal per learner: gone for them, still shown to others', async () => {
    const id = await create({ audience: 'all' });
    const dismiss = await call('POST', `/api/home/messages/${id}/dismiss`, undefined, fixture.learner);
    expect(dismiss.statusCode).toBe(200);
    const again = await call('POST', `/api/home/messages/${id}/dismiss`, undefined, fixture.learner);
    expect(again.statusCode).toBe(200);
    expect((await shown(fixture.learner)).banner).toBeNull();
    expect((await shown(payingLearner)).banner?.id).toBe(id);
    const unknown = await call(
      'POST',
      '/api/home/messages/00000000-0000-4000-8000-000000000000/dismiss',
      undefined,
      fixture.learner,
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call('GET', '/api/home/messages', undefined, null);
    expect(anonymous.statusCode).toBe(401);
    await remove(id);
  });
});
