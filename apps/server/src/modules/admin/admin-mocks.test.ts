import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { blueprintMinutes, blueprintQuestionCount, pteBlueprint, thptBlueprint } from '@prepwise/contracts';
import { introPages, questions } from '../../db/schema/index.js';
import { syncIntroPages } from '../mock-tests/intro-pages.service.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildQuestion } from '../../../test/factories.js';

const fixture = useAdminFixture('mocks-admin@example.com');
const { call } = fixture;
const auditOf = (action: string) => fixture.auditEntries({ action });

/** The editable fields of an intro page as the console reads them (what its form sends back). */
async function formOf(id: number): Promise<Record<string, unknown>> {
  const page = (await call('GET', `/api/admin/intro-pages/${id}`)).json().data as Record<string, unknown>;
  const { title, overview, description, imageUrl, packageId, kind, blueprint, activated } = page;
  return { title, overview, description, imageUrl, packageId, kind, blueprint, activated };
}

const newPage = {
  title: 'PTE evening mock',
  overview: 'A full test of {{questions}} questions in {{minutes}} minutes.',
  description: 'Sit it after work.',
  kind: 'PTE',
  blueprint: 'full',
  packageId: 3,
};

describe('GET /api/admin/intro-pages', () => {
  it('lists the seeded pages with raw texts, package names and sizes, x-total-count, search and sort', async () => {
    const all = await call('GET', '/api/admin/intro-pages');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    const [first] = all.json().data;
    expect(first).toMatchObject({
      id: 1,
      kind: 'PTE',
      blueprint: 'full',
      packageId: 3,
      packageName: 'Mock Test #1',
      activated: true,
      totalQuestions: blueprintQuestionCount(pteBlueprint),
      minutes: blueprintMinutes(pteBlueprint),
    });
    // The stored text keeps its placeholders (the learner's side fills them).
    expect(first.overview).toContain('{{questions}}');
    const search = await call('GET', '/api/admin/intro-pages?q=pte%20&sort=title,desc&size=10');
    expect(search.json().data.map((page: { id: number }) => page.id)).toEqual([4, 3, 1]);
    expect(search.headers['x-total-count']).toBe('3');
    const thpt = await call('GET', '/api/admin/intro-pages?kind=THPT');
    expect(thpt.json().data).toEqual([
      expect.objectContaining({ id: 2, totalQuestions: blueprintQuestionCount(thptBlueprint) }),
    ]);
    const paged = await call('GET', '/api/admin/intro-pages?size=10&page=1');
    expect(paged.json().data).toEqual([]);
    expect(paged.headers['x-total-count']).toBe('4');
  });

  it.each(['size=7', 'sort=name,asc', 'kind=IELTS', 'other=1'])('answers 400 in the envelope for ?%s', async (query) => {
    const response = await call('GET', `/api/admin/intro-pages?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, data: { code: 'error.validation' } });
  });

  it('answers 404 for an unknown page and 400 for a bad id; a hidden page is still found', async () => {
    expect((await call('GET', '/api/admin/intro-pages/999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/intro-pages/abc')).statusCode).toBe(400);
  });

  it('answers a learner 403 and an anonymous caller 401 on every intro-page and blueprint route', async () => {
    const routes = [
      ['GET', '/api/admin/intro-pages'],
      ['GET', '/api/admin/intro-pages/1'],
      ['POST', '/api/admin/intro-pages'],
      ['PUT', '/api/admin/intro-pages/1'],
      ['POST', '/api/admin/intro-pages/1/actions'],
      ['POST', '/api/admin/intro-pages/images'],
      ['GET', '/api/admin/mock-blueprints'],
      ['PUT', '/api/admin/mock-blueprints/PTE/short'],
      ['DELETE', '/api/admin/mock-blueprints/PTE/short'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : newPage;
      expect((await call(method, url, payload, fixture.learner)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await formOf(1)).title).toBe('PTE Academic random mock test');
  });
});

describe('POST and PUT /api/admin/intro-pages', () => {
  it('creates a page under the next id, audited; a learner sees it with its size filled in', async () => {
    const response = await call('POST', '/api/admin/intro-pages', newPage);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ id: 5, title: 'PTE evening mock', packageName: 'Mock Test #1' });
    const [entry] = (await auditOf('introPage.create')).filter((row) => row.targetId === '5');
    expect(entry).toMatchObject({
      targetType: 'introPage',
      targetLabel: 'PTE evening mock',
      before: null,
      after: expect.objectContaining({ title: 'PTE evening mock', blueprint: 'full', activated: true }),
    });
    const shown = (await call('GET', '/api/intro-pages/5', undefined, fixture.learner)).json().data;
    expect(shown.overview).toBe(
      `A full test of ${blueprintQuestionCount(pteBlueprint)} questions in ${blueprintMinutes(pteBlueprint)} minutes.`,
    );
  });

  it('keeps the texts written for other languages: empty ones dropped, placeholders filled for learners, audited', async () => {
    const response = await call('POST', '/api/admin/intro-pages', {
      ...newPage,
      title: 'PTE weekend mock',
      translations: {
        vi: { title: 'Đề thi thử cuối tuần', overview: 'Đề đầy đủ {{questions}} câu trong {{minutes}} phút.' },
        de: { title: '  ', overview: '', description: '' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created.translations).toEqual({
      vi: {
        title: 'Đề thi thử cuối tuần',
        overview: 'Đề đầy đủ {{questions}} câu trong {{minutes}} phút.',
        description: '',
      },
    });
    const [entry] = (await auditOf('introPage.create')).filter((row) => row.targetId === String(created.id));
    expect(entry?.after).toMatchObject({ translations: { vi: { title: 'Đề thi thử cuối tuần' } } });
    const shown = (await call('GET', `/api/intro-pages/${created.id}`, undefined, fixture.learner)).json().data;
    expect(shown.translations.vi).toEqual({
      title: 'Đề thi thử cuối tuần',
      overview: `Đề đầy đủ ${blueprintQuestionCount(pteBlueprint)} câu trong ${blueprintMinutes(pteBlueprint)} phút.`,
      description: '',
    });
    expect(shown.translations.de).toBeUndefined();

    const tooLong = await call('PUT', `/api/admin/intro-pages/${created.id}`, {
      ...(await formOf(created.id)),
      translations: { de: { title: 'x'.repeat(201) } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().data)).toContain('translations');
    const unknownLanguage = await call('PUT', `/api/admin/intro-pages/${created.id}`, {
      ...(await formOf(created.id)),
      translations: { fr: { title: 'Test du week-end' } },
    });
    expect(unknownLanguage.statusCode).toBe(400);
  });

  it('edits a seeded page: audited with before and after, the learner sees it, a restart keeps it', async () => {
    const form = await formOf(3);
    const response = await call('PUT', '/api/admin/intro-pages/3', {
      ...form,
      title: 'PTE taster mock',
      blueprint: 'speaking',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'PTE taster mock', totalQuestions: 5 });
    const entries = (await auditOf('introPage.update')).filter((row) => row.targetId === '3');
    expect(entries).toEqual([
      expect.objectContaining({
        targetLabel: 'PTE taster mock',
        before: expect.objectContaining({ title: 'PTE quick mock: one item per section', blueprint: 'short' }),
        after: expect.objectContaining({ title: 'PTE taster mock', blueprint: 'speaking' }),
      }),
    ]);
    // Saving the same form again changes nothing and writes no entry.
    await call('PUT', '/api/admin/intro-pages/3', { ...(await formOf(3)) });
    expect((await auditOf('introPage.update')).filter((row) => row.targetId === '3')).toHaveLength(1);

    const shown = (await call('GET', '/api/intro-pages', undefined, fixture.learner)).json().data;
    expect(shown.find((page: { id: number }) => page.id === 3)).toMatchObject({
      title: 'PTE taster mock',
      blueprint: 'speaking',
    });
    await syncIntroPages(fixture.context.deps);
    const [row] = await fixture.context.deps.db.select().from(introPages).where(eq(introPages.id, 3));
    expect(row).toMatchObject({ title: 'PTE taster mock', blueprint: 'speaking' });
  });

  it.each([
    ['no title', { title: '  ' }, 'title'],
    ['a blueprint the kind lacks', { kind: 'THPT', blueprint: 'short' }, 'blueprint'],
    ['an unknown kind', { kind: 'IELTS' }, 'kind'],
    ['an image from elsewhere', { imageUrl: 'https://example.com/a.png' }, 'imageUrl'],
    ['a path escaping /content/', { imageUrl: '/content/../admin.png' }, 'imageUrl'],
    ['an unknown field', { price: 3 }, ''],
  ])('refuses %s with 400 in the envelope, naming the field', async (_case, change, field) => {
    const response = await call('PUT', '/api/admin/intro-pages/2', { ...(await formOf(2)), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, data: { code: 'error.validation' } });
    if (field) expect(JSON.stringify(body.data)).toContain(field);
  });

  it('refuses a package that does not exist with 400 on packageId, and a missing page with 404', async () => {
    const response = await call('POST', '/api/admin/intro-pages', { ...newPage, packageId: 999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ code: 'error.validation' });
    expect(JSON.stringify(response.json().data)).toContain('packageId');
    expect((await call('PUT', '/api/admin/intro-pages/999', newPage)).statusCode).toBe(404);
  });

  it('uploads an image through the storage driver and accepts it on a page', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const upload = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/admin/intro-pages/images',
      headers: { ...fixture.admin.auth, 'content-type': 'image/png' },
      payload: png,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { key, url } = upload.json().data as { key: string; url: string };
    expect(key).toMatch(/^intro-images\/[0-9a-f-]{36}\.webp$/);
    const image = await fixture.context.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const notImage = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/admin/intro-pages/images',
      headers: { ...fixture.admin.auth, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(notImage.statusCode).toBe(415);
    const saved = await call('PUT', '/api/admin/intro-pages/2', { ...(await formOf(2)), imageUrl: url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.imageUrl).toBe(url);
  });
});

describe('POST /api/admin/intro-pages/:id/actions', () => {
  it('hides a page from learners (404 on its address) and shows it again, each audited once', async () => {
    const off = await call('POST', '/api/admin/intro-pages/4/actions', { action: 'deactivate' });
    expect(off.json().data).toMatchObject({ id: 4, activated: false });
    await call('POST', '/api/admin/intro-pages/4/actions', { action: 'deactivate' });
    const listed = (await call('GET', '/api/intro-pages', undefined, fixture.learner)).json().data;
    expect(listed.map((page: { id: number }) => page.id)).not.toContain(4);
    expect((await call('GET', '/api/intro-pages/4', undefined, fixture.learner)).statusCode).toBe(404);
    const entries = (await auditOf('introPage.deactivate')).filter((row) => row.targetId === '4');
    expect(entries).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ activated: true }),
        after: expect.objectContaining({ activated: false }),
      }),
    ]);
    await call('POST', '/api/admin/intro-pages/4/actions', { action: 'activate' });
    expect((await call('GET', '/api/intro-pages/4', undefined, fixture.learner)).statusCode).toBe(200);
    expect((await auditOf('introPage.activate')).filter((row) => row.targetId === '4')).toHaveLength(1);
  });

  it('refuses an unknown action with 400', async () => {
    expect((await call('POST', '/api/admin/intro-pages/4/actions', { action: 'delete' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/mock-blueprints', () => {
  interface Stock {
    kind: string;
    name: string;
    questionCount: number;
    minutes: number;
    canFill: boolean;
    slots: { type: string; count: number; active: number; isShort: boolean; isFill: boolean }[];
    introPages: { id: number }[];
  }
  const stock = async () => (await call('GET', '/api/admin/mock-blueprints')).json().data as Stock[];
  const named = (all: Stock[], kind: string, name: string) =>
    all.find((blueprint) => blueprint.kind === kind && blueprint.name === name);

  it('lists each named blueprint in test order with its size from the shared rules', async () => {
    const all = await stock();
    expect(all.map((blueprint) => `${blueprint.kind} ${blueprint.name}`)).toEqual([
      'PTE full',
      'PTE short',
      'PTE speaking',
      'THPT full',
    ]);
    const full = named(all, 'PTE', 'full');
    expect(full).toMatchObject({
      questionCount: blueprintQuestionCount(pteBlueprint),
      minutes: blueprintMinutes(pteBlueprint),
    });
    expect(full?.slots.map((slot) => [slot.type, slot.count])).toEqual(
      pteBlueprint.items.map((slot) => [slot.type, slot.count]),
    );
    const thpt = named(all, 'THPT', 'full');
    expect(thpt?.questionCount).toBe(50);
    expect(thpt?.slots.filter((slot) => slot.isFill).map((slot) => slot.type)).toEqual([
      'GRAMMAR_FINISH_SENTENCE',
    ]);
    expect(thpt?.introPages.map((page) => page.id)).toEqual([2]);
  });

  it('counts the bank’s active questions per slot and warns when a slot needs more than it holds', async () => {
    const before = named(await stock(), 'THPT', 'full');
    expect(before?.canFill).toBe(false);
    expect(before?.slots.find((slot) => slot.type === 'VOCAB_SYNONYM')).toMatchObject({
      count: 2,
      active: 0,
      isShort: true,
    });
    const first = await buildQuestion(fixture.context);
    await buildQuestion(fixture.context);
    expect(named(await stock(), 'THPT', 'full')?.slots.find((slot) => slot.type === 'VOCAB_SYNONYM')).toMatchObject({
      active: 2,
      isShort: false,
    });
    await fixture.context.deps.db.update(questions).set({ activated: false }).where(eq(questions.id, first));
    expect(named(await stock(), 'THPT', 'full')?.slots.find((slot) => slot.type === 'VOCAB_SYNONYM')).toMatchObject({
      active: 1,
      isShort: true,
    });

    // The short PTE mock: one item of four types; filled once each type has an active item.
    const types = ['SPEAKING_READ_ALOUD', 'WRITING_ESSAY', 'READING_MCQ_R_SINGLE_ANSWER', 'MCQ_L_SINGLE_ANSWER'];
    const ids = types.map((_type, index) => 90_001 + index);
    await fixture.context.deps.db.insert(questions).values(types.map((type, index) => ({ id: ids[index] ?? 0, type })));
    const short = named(await stock(), 'PTE', 'short');
    expect(short).toMatchObject({ canFill: true });
    expect(short?.slots.map((slot) => slot.active)).toEqual([1, 1, 1, 1]);
    await fixture.context.deps.db.update(questions).set({ activated: false }).where(inArray(questions.id, ids.slice(1, 2)));
    const broken = named(await stock(), 'PTE', 'short');
    expect(broken?.canFill).toBe(false);
    expect(broken?.slots.filter((slot) => slot.isShort).map((slot) => slot.type)).toEqual(['WRITING_ESSAY']);
  });
});
