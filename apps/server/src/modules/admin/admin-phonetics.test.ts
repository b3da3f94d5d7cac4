import { describe, expect, it, vi } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import type { BuiltUser } from '../../../test/factories.js';

const fixture = useAdminFixture('phonetics-admin@example.com');
const { call } = fixture;
const post = (url: string, payload: Record<string, unknown>, who?: BuiltUser | null) =>
  call('POST', url, payload, who);

const generateUrl = '/api/admin/questions/phonetics/generate';
const saveUrl = '/api/admin/questions/phonetics/save';

/** Two-syllable words: six stressed on the first syllable, two on the second; "address" is either. */
const stressWords = ['happy', 'table', 'paper', 'water', 'garden', 'village', 'about', 'again'];

interface Preview {
  options: string[];
  underlined: string[] | null;
  answer: number;
  confidence: number;
  stress: { syllable: number; syllables: number }[] | null;
  question: { answerA: string; expectAnswer: string; explanation: { en: string; vi: string } };
}

describe('POST /api/admin/questions/phonetics/generate', () => {
  it('makes stress items from typed words and refuses the ambiguous and unknown ones with their reason', async () => {
    const pool = fixture.context.deps.pool;
    const run = vi.spyOn(pool, 'run');
    try {
      const response = await post(generateUrl, {
        type: 'PHONETIC_STRESS',
        words: [...stressWords, 'Address', 'zzqx'],
        count: 2,
        seed: 3,
      });
      expect(response.statusCode).toBe(200);
      const { items, refused, seed } = response.json().data as {
        items: Preview[];
        refused: { word: string; reason: string }[];
        seed: number;
      };
      expect(seed).toBe(3);
      expect(items).toHaveLength(2);
      for (const item of items) {
        expect(item.confidence).toBe(1);
        expect(item.underlined).toBeNull();
        // Three share the stress of one syllable, the key is the one that does not.
        const odd = item.stress?.[item.answer]?.syllable;
        expect(item.stress?.filter((stress) => stress.syllable === odd)).toHaveLength(1);
        expect(item.options.every((word) => stressWords.includes(word))).toBe(true);
        expect(item.question.expectAnswer).toBe('ABCD'[item.answer]);
      }
      expect(refused).toEqual(
        expect.arrayContaining([
          { word: 'address', reason: 'ambiguous' },
          { word: 'zzqx', reason: 'unknownWord' },
        ]),
      );
      // Generated on a pool thread, off the event loop.
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ kind: 'generatePhonetics' }));
    } finally {
      run.mockRestore();
    }
  });

  it('picks pronunciation items itself when no words are typed', async () => {
    const response = await post(generateUrl, { type: 'PHONETIC_PRONUNCIATION', count: 2, seed: 11 });
    expect(response.statusCode).toBe(200);
    const { items, refused } = response.json().data as { items: Preview[]; refused: unknown[] };
    expect(items).toHaveLength(2);
    expect(refused).toEqual([]);
    for (const item of items) {
      expect(item.underlined).toHaveLength(4);
      expect(item.question.answerA).toContain('<u>');
    }
  });

  it('answers 400 in the envelope for a bad request, 401 without a token and 403 for a learner', async () => {
    const bad = await post(generateUrl, { type: 'PHONETIC_STRESS', words: [], count: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.code).toBe('error.validation');
    expect(bad.json().data.fields.map((field: { field: string }) => field.field)).toEqual(
      expect.arrayContaining(['words', 'count']),
    );
    expect((await post(generateUrl, { type: 'PHONETIC_STRESS' }, null)).statusCode).toBe(401);
    expect((await post(generateUrl, { type: 'PHONETIC_STRESS' }, fixture.learner)).statusCode).toBe(403);
    expect(
      (await post(saveUrl, { type: 'PHONETIC_STRESS', items: [], activated: true }, fixture.learner))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/questions/phonetics/save', () => {
  it('saves the kept items as questions solved again, each creation audited', async () => {
    const generated = await post(generateUrl, {
      type: 'PHONETIC_STRESS',
      words: stressWords,
      count: 2,
      seed: 5,
    });
    const items = (generated.json().data.items as Preview[]).map(({ options, underlined }) => ({
      options,
      underlined,
    }));
    const response = await post(saveUrl, {
      type: 'PHONETIC_STRESS',
      items,
      activated: false,
      level: 'basic',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as { id: number; type: string; activated: boolean; level: string }[];
    expect(saved).toHaveLength(2);
    expect(
      saved.every((row) => row.type === 'PHONETIC_STRESS' && !row.activated && row.level === 'basic'),
    ).toBe(true);

    const question = await call('GET', `/api/admin/questions/${saved[0]?.id}`);
    expect(question.json().data.content).toMatchObject({
      type: 'PHONETIC_STRESS',
      answerA: items[0]?.options[0],
      vocabulary: 'pronunciation',
      explanation: { en: expect.stringContaining('Answer'), vi: expect.stringContaining('Đáp án') },
    });
    const audit = await call('GET', '/api/admin/audit?size=100');
    const created = (audit.json().data as { action: string; targetId: string }[]).filter(
      (entry) => entry.action === 'question.create',
    );
    expect(created.map((entry) => entry.targetId).sort()).toEqual(saved.map((row) => String(row.id)).sort());
  });

  it('refuses an item the solver cannot settle, naming it, and writes nothing', async () => {
    const before = await call('GET', '/api/admin/questions?size=100');
    const response = await post(saveUrl, {
      type: 'PHONETIC_STRESS',
      items: [
        { options: ['garden', 'happy', 'again', 'water'], underlined: null },
        { options: ['address', 'happy', 'paper', 'water'], underlined: null },
      ],
      activated: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
    expect(response.json().data.fields).toEqual([expect.objectContaining({ field: 'items.1' })]);
    const after = await call('GET', '/api/admin/questions?size=100');
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });
});
