import { describe, expect, it } from 'vitest';
import { auditStateOf, planAccessChange, type AccessState } from './admin-user-policy.js';

const now = new Date('2026-03-01T08:00:00Z');
const learner: AccessState = { roles: ['ROLE_USER', 'ROLE_FREE_MEMBER'], activated: true, lockedAt: null };
const lockedAdmin: AccessState = { roles: ['ROLE_ADMIN', 'ROLE_USER'], activated: false, lockedAt: now };

describe('planAccessChange', () => {
  it.each([
    ['lock', learner, { change: { lockedAt: now }, revokesTokens: true }],
    ['lock', lockedAdmin, null],
    ['unlock', lockedAdmin, { change: { lockedAt: null }, revokesTokens: false }],
    ['unlock', learner, null],
    ['deactivate', learner, { change: { activated: false }, revokesTokens: true }],
    ['deactivate', lockedAdmin, null],
    ['activate', lockedAdmin, { change: { activated: true }, revokesTokens: false }],
    ['activate', learner, null],
    [
      'grantAdmin',
      learner,
      { change: { roles: ['ROLE_USER', 'ROLE_FREE_MEMBER', 'ROLE_ADMIN'] }, revokesTokens: false },
    ],
    ['grantAdmin', lockedAdmin, null],
    ['revokeAdmin', lockedAdmin, { change: { roles: ['ROLE_USER'] }, revokesTokens: false }],
    ['revokeAdmin', learner, null],
  ] as const)('%s on %j plans %j', (action, state, expected) => {
    expect(planAccessChange(action, state, { isSelf: false, now })).toEqual(expected);
  });

  it.each(['lock', 'deactivate', 'revokeAdmin'] as const)('refuses %s on one’s own account', (action) => {
    expect(() => planAccessChange(action, lockedAdmin, { isSelf: true, now })).toThrow(
      expect.objectContaining({ code: 'error.adminSelf', statusCode: 409 }),
    );
  });

  it.each(['unlock', 'activate', 'grantAdmin'] as const)('allows %s on one’s own account', (action) => {
    expect(planAccessChange(action, lockedAdmin, { isSelf: true, now })).not.toBeUndefined();
  });
});

describe('auditStateOf', () => {
  it('keeps roles (sorted), activation and whether the account is locked', () => {
    expect(auditStateOf(lockedAdmin)).toEqual({
      roles: ['ROLE_ADMIN', 'ROLE_USER'],
      activated: false,
      locked: true,
    });
    expect(auditStateOf(learner)).toEqual({
      roles: ['ROLE_FREE_MEMBER', 'ROLE_USER'],
      activated: true,
      locked: false,
    });
  });
});
