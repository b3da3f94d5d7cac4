import { beforeAll, describe, expect, it } from 'vitest';
import {
  blueprintMinutes,
  blueprintQuestionCount,
  pteSpeakingBlueprint,
  thptBlueprint,
} from '@prepwise/contracts';
import { seedQuestionBank } from '../../db/seed-bank.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser } from '../../../test/factories.js';

const fixture = useAdminFixture('blueprints-admin@example.com');
const { call } = fixture;
beforeAll(async () => {
  await seedQuestionBank(fixture.context.deps);
}, 60_000);

const speakingUrl = '/api/admin/mock-blueprints/PTE/speaking';

/** The speaking blueprint's counts with some changed, in its order (what the console sends). */
function speakingCounts(changes: Record<string, number> = {}) {
  return pteSpeakingBlueprint.items.map((slot) => ({
    type: slot.type,
    count: changes[slot.type] ?? slot.count,
  }));
}

interface Stock {
  kind: string;
  name: string;
  questionCount: number;
  minutes: number;
  isCustomized: boolean;
  updatedBy: string | null;
  updatedDate: string | null;
  slots: { type: string; count: number; defaultCount: number; active: number; isShort: boolean }[];
}

async function speakingStock(): Promise<Stock | undefined> {
  const all = (await call('GET', '/api/admin/mock-blueprints')).json().data as Stock[];
  return all.find((stock) => stock.kind === 'PTE' && stock.name === 'speaking');
}

/** The item types of a new speaking mock a fresh learner generates, in order. */
async function newSpeakingMockTypes(): Promise<string[]> {
  const learner = await buildUser(fixture.context);
  const created = await call(
    'POST',
    '/api/mock-test-trial/create',
    { kind: 'PTE', blueprint: 'speaking', seed: 5 },
    learner,
  );
  expect(created.statusCode).toBe(200);
  const mockId = created.json().data.mockId as string;
  const detail = (
    await call('GET', `/api/mock-test-trial/detail?mockId=${mockId}`, undefined, learner)
  ).json().data;
  expect(detail.examInfo.totalQuestions).toBe(detail.questions.length);
  return (detail.questions as { type: string }[]).map((question) => question.type);
}

describe('PUT and DELETE /api/admin/mock-blueprints/{kind}/{name}', () => {
  it('saves counts, audited with before and after; the console, the intro page and new mocks follow', async () => {
    expect(await newSpeakingMockTypes()).toEqual(pteSpeakingBlueprint.items.map((slot) => slot.type));
    const counts = speakingCounts({ REPEAT_SENTENCE: 3, ANSWER_SHORT_QUESTION: 0 });
    const response = await call('PUT', speakingUrl, { counts });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your changes have been applied.');
    const saved = response.json().data as Stock;
    expect(saved).toMatchObject({
      questionCount: 6,
      minutes: 35,
      isCustomized: true,
      updatedBy: 'blueprints-admin@example.com',
    });
    expect(saved.slots.find((slot) => slot.type === 'REPEAT_SENTENCE')).toMatchObject({
      count: 3,
      defaultCount: 1,
    });
    expect(await speakingStock()).toEqual(saved);

    const [entry, ...more] = await fixture.auditEntries({ action: 'mockBlueprint.update' });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      targetType: 'mockBlueprint',
      targetId: 'PTE/speaking',
      before: { REPEAT_SENTENCE: 1, ANSWER_SHORT_QUESTION: 1 },
      after: { REPEAT_SENTENCE: 3, ANSWER_SHORT_QUESTION: 0 },
    });
    // Saving the same counts again changes nothing the log would show.
    expect((await call('PUT', speakingUrl, { counts })).statusCode).toBe(200);
    expect(await fixture.auditEntries({ action: 'mockBlueprint.update' })).toHaveLength(1);

    // The learner's intro page (4: the speaking mock) and a new mock take the new counts.
    const intro = (await call('GET', '/api/intro-pages/4', undefined, fixture.learner)).json().data;
    expect(intro).toMatchObject({ blueprint: 'speaking', totalQuestions: 6, minutes: 35 });
    expect(intro.items).toEqual(counts);
    expect((await call('GET', '/api/admin/intro-pages/4')).json().data.totalQuestions).toBe(6);
    expect(await newSpeakingMockTypes()).toEqual([
      'SPEAKING_READ_ALOUD',
      'REPEAT_SENTENCE',
      'REPEAT_SENTENCE',
      'REPEAT_SENTENCE',
      'DESCRIBE_IMAGE',
      'RETELL_LECTURE',
    ]);
  }, 60_000);

  it('resets to the platform’s counts, audited once; a reset of an unchanged blueprint writes nothing', async () => {
    await call('PUT', speakingUrl, { counts: speakingCounts({ DESCRIBE_IMAGE: 2 }) });
    const response = await call('DELETE', speakingUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      questionCount: blueprintQuestionCount(pteSpeakingBlueprint),
      minutes: blueprintMinutes(pteSpeakingBlueprint),
      isCustomized: false,
      updatedBy: null,
      updatedDate: null,
    });
    const resets = await fixture.auditEntries({ action: 'mockBlueprint.reset' });
    expect(resets).toHaveLength(1);
    expect(resets[0]?.before).toMatchObject({ DESCRIBE_IMAGE: 2 });
    expect(resets[0]?.after).toMatchObject({ DESCRIBE_IMAGE: 1, REPEAT_SENTENCE: 1 });
    expect((await call('DELETE', speakingUrl)).statusCode).toBe(200);
    expect(await fixture.auditEntries({ action: 'mockBlueprint.reset' })).toHaveLength(1);
    expect(await newSpeakingMockTypes()).toEqual(pteSpeakingBlueprint.items.map((slot) => slot.type));
  }, 60_000);

  const thptCounts = thptBlueprint.items.map((slot) => ({ type: slot.type, count: slot.count }));
  it.each([
    ['a type the blueprint lacks', speakingCounts().concat({ type: 'WRITING_ESSAY', count: 1 }), 'counts'],
    ['a type left out', speakingCounts().slice(1), 'counts'],
    ['the types out of order', speakingCounts().reverse(), 'counts'],
    ['a count above the limit', speakingCounts({ REPEAT_SENTENCE: 21 }), 'counts'],
    ['a negative count', speakingCounts({ REPEAT_SENTENCE: -1 }), 'counts'],
    ['a fraction', speakingCounts({ REPEAT_SENTENCE: 1.5 }), 'counts'],
    ['no items at all', speakingCounts().map((slot) => ({ ...slot, count: 0 })), 'counts'],
    ['a type twice', speakingCounts().concat(speakingCounts().slice(0, 1)), 'counts'],
  ])('refuses %s with 400 in the envelope, naming the field', async (_case, counts, field) => {
    const response = await call('PUT', speakingUrl, { counts });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, data: { code: 'error.validation' } });
    expect(JSON.stringify(response.json().data)).toContain(field);
    expect((await speakingStock())?.isCustomized).toBe(false);
  });

  it('refuses a change to a paper’s filling slot, unknown fields, kinds and names; THPT has only its full paper', async () => {
    const fill = thptCounts.map((slot) =>
      slot.type === 'GRAMMAR_FINISH_SENTENCE' ? { ...slot, count: 9 } : slot,
    );
    const refused = await call('PUT', '/api/admin/mock-blueprints/THPT/full', { counts: fill });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().data)).toContain('counts.GRAMMAR_FINISH_SENTENCE');
    const other = thptCounts.map((slot) => (slot.type === 'VOCAB_SYNONYM' ? { ...slot, count: 3 } : slot));
    expect((await call('PUT', '/api/admin/mock-blueprints/THPT/full', { counts: other })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', '/api/admin/mock-blueprints/THPT/full')).statusCode).toBe(200);
    // Four reading passages of at least 9 questions and the rest: past a THPT paper's 50.
    const overflowing = thptCounts.map((slot) =>
      slot.type === 'READING_COMPREHEND' ? { ...slot, count: 4 } : slot,
    );
    const tooMany = await call('PUT', '/api/admin/mock-blueprints/THPT/full', { counts: overflowing });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ data: { code: 'error.validation' } });
    expect(JSON.stringify(tooMany.json().data)).toContain('at least 61 questions');

    expect((await call('PUT', speakingUrl, { counts: speakingCounts(), minutes: 40 })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/mock-blueprints/IELTS/full', { counts: thptCounts })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/admin/mock-blueprints/PTE/long', { counts: thptCounts })).statusCode,
    ).toBe(400);
    const missing = await call('PUT', '/api/admin/mock-blueprints/THPT/short', { counts: thptCounts });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, data: { code: 'error.http.404' } });
    expect((await call('DELETE', '/api/admin/mock-blueprints/THPT/speaking')).statusCode).toBe(404);
  });

  it('answers a learner 403 and an anonymous caller 401, changing nothing', async () => {
    const counts = speakingCounts({ REPEAT_SENTENCE: 2 });
    for (const who of [fixture.learner, null]) {
      expect((await call('PUT', speakingUrl, { counts }, who)).statusCode).toBe(who ? 403 : 401);
      expect((await call('DELETE', speakingUrl, undefined, who)).statusCode).toBe(who ? 403 : 401);
    }
    expect((await speakingStock())?.isCustomized).toBe(false);
  });
});
