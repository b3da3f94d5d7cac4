import { describe, expect, it } from 'vitest';
import {
  homeMessageInputSchema,
  isInAudience,
  isPayingLearner,
  isScheduledAt,
  textFor,
} from './home-messages.js';

describe('home messages', () => {
  it('counts a learner as paying once they are no longer a free member', () => {
    expect(isPayingLearner(['ROLE_USER', 'ROLE_FREE_MEMBER'])).toBe(false);
    expect(isPayingLearner(['ROLE_USER'])).toBe(true);
  });

  it.each([
    ['all', ['ROLE_USER', 'ROLE_FREE_MEMBER'], true],
    ['all', ['ROLE_USER'], true],
    ['free', ['ROLE_USER', 'ROLE_FREE_MEMBER'], true],
    ['free', ['ROLE_USER'], false],
    ['paying', ['ROLE_USER', 'ROLE_FREE_MEMBER'], false],
    ['paying', ['ROLE_USER'], true],
  ] as const)('audience %s with roles %j: %s', (audience, roles, expected) => {
    expect(isInAudience(audience, roles)).toBe(expected);
  });

  it('runs from the start (inclusive) to the end (exclusive)', () => {
    const schedule = { startsAt: '2026-05-10T12:00:00+07:00', endsAt: '2026-05-10T06:00:00Z' };
    expect(isScheduledAt(schedule, new Date('2026-05-10T04:59:59Z'))).toBe(false);
    expect(isScheduledAt(schedule, new Date('2026-05-10T05:00:00Z'))).toBe(true);
    expect(isScheduledAt(schedule, new Date('2026-05-10T06:00:00Z'))).toBe(false);
  });

  it('falls back to English for a language without text', () => {
    const en = { title: 'Hello', body: '', imageKey: null };
    const vi = { title: 'Xin chào', body: '', imageKey: null };
    expect(textFor({ en, vi }, 'vi')).toBe(vi);
    expect(textFor({ en, vi }, 'de')).toBe(en);
  });

  it('refuses an end that is not after the start', () => {
    const input = {
      kind: 'banner',
      audience: 'all',
      startsAt: '2026-05-10T00:00:00Z',
      endsAt: '2026-05-10T00:00:00Z',
      texts: { en: { title: 'Hello' } },
    };
    const parsed = homeMessageInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['endsAt']);
    expect(homeMessageInputSchema.parse({ ...input, endsAt: '2026-05-11T00:00:00Z' }).texts.en).toEqual({
      title: 'Hello',
      body: '',
      imageKey: null,
    });
  });
});
