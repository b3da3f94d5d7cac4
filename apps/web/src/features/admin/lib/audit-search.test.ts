import { describe, expect, it } from 'vitest';
import { auditFiltersOf, readAuditSearch } from './audit-search';

describe('readAuditSearch', () => {
  it('reads the filters and drops values the API would refuse', () => {
    expect(
      readAuditSearch(
        new URLSearchParams(
          'actor= boss@ &action=user.lock&from=2026-03-01&to=yesterday&sort=before,asc&targetId=42',
        ),
      ),
    ).toEqual({
      actor: 'boss@',
      action: 'user.lock',
      from: '2026-03-01',
      to: '',
      targetId: '',
      sort: 'createdDate,desc',
    });
    expect(readAuditSearch(new URLSearchParams('action=user.delete&sort=action,asc')).action).toBe('');
  });
});

describe('auditFiltersOf', () => {
  it('turns days into the local midnights, the "to" day included', () => {
    const filters = auditFiltersOf(
      { actor: '', action: '', from: '2026-03-01', to: '2026-03-02', targetId: '', sort: 'createdDate,asc' },
      0,
      25,
    );
    // The tests run in UTC.
    expect(filters).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-03T00:00:00.000Z',
      sort: 'createdDate,asc',
      page: 0,
      size: 25,
    });
  });
});
