import { describe, expect, it } from 'vitest';
import { adminListParams } from './admin-page-query';

describe('adminListParams', () => {
  it('always sends the order and the page, then only the filters that are set', () => {
    const params = adminListParams({ q: 'hoa', status: '', kind: 'pack', sort: 'id,asc', page: 2, size: 25 });
    expect(params.toString()).toBe('sort=id%2Casc&page=2&size=25&q=hoa&kind=pack');
  });

  it('sends no filter when none is set', () => {
    expect(adminListParams({ q: '', sort: 'createdDate,desc', page: 0, size: 10 }).toString()).toBe(
      'sort=createdDate%2Cdesc&page=0&size=10',
    );
  });
});
