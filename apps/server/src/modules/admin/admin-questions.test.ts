import { describe, expect, it, vi } from 'vitest';
import { PoolTaskError } from '../../pool/worker-pool.js';
import sharp from 'sharp';
import { audioBytes, soxDuration } from '../../../../../test-fixtures/audio/audio-fixtures.js';
import { buildQuestion } from '../../../test/factories.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';

const fixture = useAdminFixture('bank-admin@example.com');
const { call } = fixture;

async function auditOf(id: number) {
  const entries = await fixture.auditEntries({ targetId: String(id), size: '100' });
  return entries.filter((entry) => entry.targetType === 'question');
}

const repeatSentence = {
  type: 'REPEAT_SENTENCE',
  text: 'The library closes an hour earlier on public holidays.',
  audioLink: '/content/audio/1.mp3',
  level: 'basic',
};

async function learnerList(type: string) {
  const response = await call(
    'GET',
    `/api/questions-by-type?type=${type}&size=50`,
    undefined,
    fixture.learner,
  );
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: number }[]).map((item) => item.id);
}

describe('POST /api/admin/questions', () => {
  it('creates a question with the next free id, audited, and learners see it at once', async () => {
    expect(await learnerList('REPEAT_SENTENCE')).toEqual([]);
    const response = await call('POST', '/api/admin/questions', repeatSentence);
    expect(response.statusCode).toBe(200);
    const created = response.json().data;
    expect(created.content).toMatchObject({ ...repeatSentence, activated: true, repeated: false });
    expect(created.content.id).toBeGreaterThan(0);
    // The cached learner page was dropped: the new item is listed without waiting.
    expect(await learnerList('REPEAT_SENTENCE')).toEqual([created.content.id]);
    const entries = await auditOf(created.content.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'question.create',
        targetLabel: `#${created.content.id} REPEAT_SENTENCE`,
        before: null,
        after: expect.objectContaining({ text: repeatSentence.text, audioLink: repeatSentence.audioLink }),
      }),
    ]);
  });

  it('validates with the content import rules: problems by field, nothing written', async () => {
    const response = await call('POST', '/api/admin/questions', {
      id: 5001,
      type: 'VOCAB_SYNONYM',
      text: 'A <u>brisk</u> walk.',
      answerA: 'quick',
      answerB: 'slow',
      expectAnswer: 'E',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().data.fields as { field: string }[]).map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['answerC', 'answerD', 'expectAnswer']));
    expect((await call('GET', '/api/admin/questions/5001')).statusCode).toBe(404);
  });

  it('refuses an id that exists (409)', async () => {
    const id = await buildQuestion(fixture.context);
    const response = await call('POST', '/api/admin/questions', { ...repeatSentence, id });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.code).toBe('error.conflict');
    expect((await call('GET', `/api/admin/questions/${id}`)).json().data.content.type).toBe('VOCAB_SYNONYM');
  });

  it('takes every THPT and PTE type the importer takes (a passage with its sub-questions)', async () => {
    const questions = Array.from({ length: 9 }, (_, index) => ({
      text: `Question ${index + 1}?`,
      answerA: 'one',
      answerB: 'two',
      answerC: 'three',
      answerD: 'four',
      expectAnswer: 'B',
    }));
    const response = await call('POST', '/api/admin/questions', {
      id: 90_001,
      type: 'READING_COMPREHEND',
      description: 'A short passage about rivers and the towns along them.',
      questions,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content.questions).toHaveLength(9);
  });
});

describe('PUT /api/admin/questions/:id', () => {
  it('replaces the content, audited with before and after; an unchanged edit writes nothing', async () => {
    const id = await buildQuestion(fixture.context, { type: 'VOCAB_ANTONYM' });
    const current = (await call('GET', `/api/admin/questions/${id}`)).json().data.content;
    const edited = {
      ...current,
      text: 'The rules were <u>strict</u>.',
      answerB: 'lenient',
      expectAnswer: 'B',
    };
    const response = await call('PUT', `/api/admin/questions/${id}`, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content).toMatchObject({ text: edited.text, expectAnswer: 'B' });
    const again = await call('PUT', `/api/admin/questions/${id}`, edited);
    expect(again.statusCode).toBe(200);
    const entries = await auditOf(id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'question.update',
        before: expect.objectContaining({ text: current.text, expectAnswer: 'A' }),
        after: expect.objectContaining({ text: edited.text, expectAnswer: 'B' }),
      }),
    ]);
  });

  it('refuses a body whose id differs from the path, and an unknown id (404)', async () => {
    const id = await buildQuestion(fixture.context);
    const content = (await call('GET', `/api/admin/questions/${id}`)).json().data.content;
    const moved = await call('PUT', `/api/admin/questions/${id}`, { ...content, id: id + 7000 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.fields).toEqual([expect.objectContaining({ field: 'id' })]);
    const missing = await call('PUT', '/api/admin/questions/999999', { ...content, id: undefined });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/questions/:id/actions', () => {
  it('deactivates (learners lose it at once), reactivates and flags repeated, each audited once', async () => {
    const id = await buildQuestion(fixture.context, { type: 'GRAMMAR_FINISH_SENTENCE' });
    expect(await learnerList('GRAMMAR_FINISH_SENTENCE')).toContain(id);
    const off = await call('POST', `/api/admin/questions/${id}/actions`, { action: 'deactivate' });
    expect(off.json().data.content.activated).toBe(false);
    expect(await learnerList('GRAMMAR_FINISH_SENTENCE')).not.toContain(id);
    // Already inactive: nothing to audit.
    await call('POST', `/api/admin/questions/${id}/actions`, { action: 'deactivate' });
    await call('POST', `/api/admin/questions/${id}/actions`, { action: 'activate' });
    expect(await learnerList('GRAMMAR_FINISH_SENTENCE')).toContain(id);
    const flagged = await call('POST', `/api/admin/questions/${id}/actions`, { action: 'markRepeated' });
    expect(flagged.json().data.content.repeated).toBe(true);
    const repeated = await call(
      'GET',
      '/api/questions-repeated-by-type?type=GRAMMAR_FINISH_SENTENCE',
      undefined,
      fixture.learner,
    );
    expect((repeated.json().data as { id: number }[]).map((item) => item.id)).toEqual([id]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'question.deactivate',
      'question.activate',
      'question.markRepeated',
    ]);
    const [first] = await auditOf(id);
    expect(first?.before).toMatchObject({ activated: true });
    expect(first?.after).toMatchObject({ activated: false });
  });
});

describe('GET /api/admin/questions', () => {
  it('pages, searches, filters by type, family and state, and sorts', async () => {
    const a = await buildQuestion(fixture.context, {
      type: 'PHONETIC_STRESS',
      text: 'Zebra crossing marker',
    });
    const b = await buildQuestion(fixture.context, {
      type: 'PHONETIC_STRESS',
      text: 'zebra stripes',
      activated: false,
    });
    const thpt = await call('GET', '/api/admin/questions?family=THPT&q=zebra&sort=id,asc');
    expect(thpt.headers['x-total-count']).toBe('2');
    expect(thpt.json().data.map((item: { id: number }) => item.id)).toEqual([a, b]);
    expect(thpt.json().data[0]).toMatchObject({ type: 'PHONETIC_STRESS', excerpt: 'Zebra crossing marker' });
    const inactive = await call('GET', '/api/admin/questions?q=zebra&active=false');
    expect(inactive.json().data.map((item: { id: number }) => item.id)).toEqual([b]);
    const pte = await call('GET', '/api/admin/questions?family=PTE&q=zebra');
    expect(pte.headers['x-total-count']).toBe('0');
    const byId = await call('GET', `/api/admin/questions?q=${a}`);
    expect(byId.json().data.map((item: { id: number }) => item.id)).toEqual([a]);
    const paged = await call('GET', '/api/admin/questions?type=PHONETIC_STRESS&size=10&page=0&sort=id,desc');
    expect(paged.json().data[0].id).toBe(b);
    expect((await call('GET', '/api/admin/questions?sort=text,asc')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/questions?active=maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/questions/media', () => {
  function upload(bytes: Uint8Array, contentType: string) {
    return fixture.context.app.inject({
      method: 'POST',
      url: '/api/admin/questions/media',
      headers: { ...fixture.admin.auth, 'content-type': contentType },
      payload: Buffer.from(bytes),
    });
  }

  it('stores a recording through the storage driver, measured, and serves it to learners', async () => {
    const response = await upload(audioBytes('speech.wav'), 'audio/wav');
    expect(response.statusCode).toBe(200);
    const media = response.json().data;
    expect(media.kind).toBe('audio');
    expect(media.url).toMatch(/^\/files\/question-media\/[0-9a-f-]{36}\.wav$/);
    expect(media.durationSeconds).toBeCloseTo(soxDuration('speech.wav'), 2);
    expect(await fixture.context.deps.storage.get(media.key)).not.toBeNull();
    const served = await call('GET', media.url, undefined, fixture.learner);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.rawPayload.equals(Buffer.from(audioBytes('speech.wav')))).toBe(true);
  });

  it('measures FLAC and MP3 recordings too, and refuses bytes that are not the audio they claim to be', async () => {
    const flac = await upload(audioBytes('speech.flac'), 'audio/flac');
    expect(flac.json().data.durationSeconds).toBeCloseTo(soxDuration('speech.flac'), 2);
    const mp3 = await upload(audioBytes('speech.mp3'), 'audio/mpeg');
    expect(mp3.statusCode).toBe(200);
    expect(mp3.json().data.url).toMatch(/\.mp3$/);
    expect(mp3.json().data.durationSeconds).toBeCloseTo(soxDuration('speech.mp3'), 1);
    const brokenMp3 = await upload(audioBytes('speech.mp3').subarray(0, 300), 'audio/mpeg');
    expect(brokenMp3.statusCode).toBe(415);
    const fake = await upload(new TextEncoder().encode('<html>not audio</html>'), 'audio/mpeg');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().data.code).toBe('error.fileType');
  });

  it('re-encodes an image as WebP', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ kind: 'image', durationSeconds: null });
    const served = await call('GET', response.json().data.url, undefined, null);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('is refused to learners', async () => {
    const response = await fixture.context.app.inject({
      method: 'POST',
      url: '/api/admin/questions/media',
      headers: { ...fixture.learner.auth, 'content-type': 'audio/wav' },
      payload: Buffer.from(audioBytes('speech.wav')),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/questions/import and GET /api/admin/questions/export', () => {
  const good = (id: number) => ({
    id,
    type: 'WRITING_ESSAY',
    text: `Some say cities should ban cars from their centres (${id}). Discuss.`,
  });

  it('imports nothing when one item is bad, and names its line and field', async () => {
    const text = [JSON.stringify(good(70_001)), JSON.stringify({ id: 70_002, type: 'NOT_A_TYPE' })].join(
      '\n',
    );
    const response = await call('POST', '/api/admin/questions/import', { fileName: 'bank.jsonl', text });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      imported: 0,
      problems: [expect.objectContaining({ line: 2, field: 'type' })],
    });
    expect((await call('GET', '/api/admin/questions/70001')).statusCode).toBe(404);
    const broken = await call('POST', '/api/admin/questions/import', {
      fileName: 'bank.json',
      text: '[{"id": 1,',
    });
    expect(broken.json().data.problems).toEqual([expect.objectContaining({ line: 1, field: '(file)' })]);
    const wrongKind = await call('POST', '/api/admin/questions/import', { fileName: 'bank.txt', text: '[]' });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('imports a whole file in one audited change, learners see it, and the export reads back the same', async () => {
    const text = JSON.stringify([good(70_011), good(70_012)]);
    const response = await call('POST', '/api/admin/questions/import', { fileName: 'essays.json', text });
    expect(response.json().data).toEqual({ imported: 2, problems: [] });
    expect(await learnerList('WRITING_ESSAY')).toEqual(expect.arrayContaining([70_011, 70_012]));
    const entries = await fixture.auditEntries({ action: 'question.import' });
    expect(entries).toEqual([
      expect.objectContaining({
        targetLabel: 'essays.json',
        after: expect.objectContaining({ imported: 2, ids: [70_011, 70_012] }),
      }),
    ]);
    const exported = await call('GET', '/api/admin/questions/export?type=WRITING_ESSAY&format=csv');
    expect(exported.json().data).toMatchObject({ count: 2, fileName: expect.stringMatching(/\.csv$/) });
    const again = await call('POST', '/api/admin/questions/import', {
      fileName: 'again.csv',
      text: exported.json().data.text,
    });
    expect(again.json().data).toEqual({ imported: 2, problems: [] });
    const json = (await call('GET', '/api/admin/questions/export?type=WRITING_ESSAY')).json().data;
    expect(JSON.parse(json.text)).toEqual([
      expect.objectContaining(good(70_011)),
      expect.objectContaining(good(70_012)),
    ]);
  });

  it('reads and validates the file on a worker-pool thread, off the event loop', async () => {
    const pool = fixture.context.deps.pool;
    const run = vi.spyOn(pool, 'run');
    try {
      const completed = pool.stats().completed;
      const text = [JSON.stringify(good(70_021)), JSON.stringify({ id: 70_022, type: 'NOT_A_TYPE' })].join(
        '\n',
      );
      const response = await call('POST', '/api/admin/questions/import', { fileName: 'Pool.JSONL', text });
      expect(response.json().data).toEqual({
        imported: 0,
        problems: [expect.objectContaining({ line: 2, field: 'type' })],
      });
      expect(run).toHaveBeenCalledWith({ kind: 'checkQuestionFile', fileName: 'Pool.JSONL', text });
      expect(pool.stats().completed).toBe(completed + 1);
      // A full pool is a 503 to try again, not a parse on the event loop.
      run.mockRejectedValueOnce(
        new PoolTaskError('busy', 'The server is busy with other work; try again later.'),
      );
      const busy = await call('POST', '/api/admin/questions/import', { fileName: 'bank.json', text: '[]' });
      expect(busy.statusCode).toBe(503);
      expect(busy.json().data.code).toBe('error.busy');
    } finally {
      run.mockRestore();
    }
  });
});

// Last in the file: the ids it takes (the next free ones) would collide with the factory's later ids.
describe('POST /api/admin/questions at the same moment', () => {
  it('gives questions created at the same moment distinct ids (no conflict for either admin)', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        call('POST', '/api/admin/questions', { ...repeatSentence, text: `Sentence ${index} said at once.` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = responses.map((response) => response.json().data.content.id as number);
    expect(new Set(ids).size).toBe(4);
  });
});
