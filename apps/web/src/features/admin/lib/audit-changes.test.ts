import { describe, expect, it } from 'vitest';
import { auditChangesOf } from './audit-changes';

describe('auditChangesOf', () => {
  it('keeps only the fields a change altered', () => {
    expect(
      auditChangesOf(
        { roles: ['ROLE_USER'], activated: true, locked: false },
        { roles: ['ROLE_USER'], activated: true, locked: true },
      ),
    ).toEqual([{ field: 'locked', before: false, after: true, hasBefore: true }]);
  });

  it('compares lists by value', () => {
    expect(auditChangesOf({ roles: ['ROLE_USER'] }, { roles: ['ROLE_ADMIN', 'ROLE_USER'] })).toEqual([
      { field: 'roles', before: ['ROLE_USER'], after: ['ROLE_ADMIN', 'ROLE_USER'], hasBefore: true },
    ]);
  });

  it('lists every field of "after" when there is no "before"', () => {
    expect(auditChangesOf(null, { resetLinkSentTo: 'lan@example.com' })).toEqual([
      { field: 'resetLinkSentTo', after: 'lan@example.com', hasBefore: false },
    ]);
    expect(auditChangesOf(null, null)).toEqual([]);
  });
});
