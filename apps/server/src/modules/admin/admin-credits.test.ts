import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

const fixture = useAdminFixture('grant-admin@example.com');
const { call } = fixture;

function grant(userId: string, payload: Record<string, unknown>, who?: BuiltUser) {
  return call('POST', `/api/admin/users/${userId}/credits`, payload, who);
}

describe('POST /api/admin/users/:id/credits', () => {
  it('grants credits in the ledger, shows them to the learner and audits the reason', async () => {
    const learner = await buildUser(fixture.context, { email: 'grant-me@example.com' });
    const response = await grant(learner.id, {
      resource: 'ai_scoring',
      amount: 25,
      reason: 'Scoring outage on 3 May',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.credits.numberAiScoring).toBe(25);
    await grant(learner.id, { resource: 'mock_exam', amount: 2, reason: 'Teacher request' });
    const access = (await call('GET', '/user/access-control', undefined, learner)).json().data;
    expect(access).toMatchObject({ numberAiScoring: 25, numberExamMock: 2 });
    expect(await fixture.auditEntries({ targetId: learner.id })).toEqual([
      expect.objectContaining({
        action: 'user.grantCredits',
        actorEmail: 'grant-admin@example.com',
        targetLabel: 'grant-me@example.com',
        before: null,
        after: { resource: 'ai_scoring', amount: 25, reason: 'Scoring outage on 3 May' },
      }),
      expect.objectContaining({ after: { resource: 'mock_exam', amount: 2, reason: 'Teacher request' } }),
    ]);
  });

  it.each([
    ['no reason', { resource: 'ai_scoring', amount: 5 }],
    ['a blank reason', { resource: 'ai_scoring', amount: 5, reason: '   ' }],
    ['a period', { resource: 'subscription', amount: 5, reason: 'Gift days' }],
    ['zero', { resource: 'ai_scoring', amount: 0, reason: 'Nothing' }],
    ['a negative amount', { resource: 'ai_scoring', amount: -5, reason: 'Take back' }],
    ['too many', { resource: 'ai_scoring', amount: 10_001, reason: 'Lots' }],
  ])('answers 400 for %s and grants nothing', async (_case, payload) => {
    const learner = await buildUser(fixture.context);
    const response = await grant(learner.id, payload);
    expect(response.statusCode).toBe(400);
    const access = (await call('GET', '/user/access-control', undefined, learner)).json().data;
    expect(access.numberAiScoring).toBe(0);
  });

  it('answers 404 for an unknown account and 403 for a learner', async () => {
    const learner = await buildUser(fixture.context);
    expect(
      (
        await grant('00000000-0000-4000-8000-000000000000', {
          resource: 'ai_scoring',
          amount: 1,
          reason: 'Nobody',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await grant(learner.id, { resource: 'ai_scoring', amount: 1, reason: 'Myself' }, learner)).statusCode,
    ).toBe(403);
  });
});
