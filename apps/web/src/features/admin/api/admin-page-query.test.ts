import { describe, expect, it } from 'vitest';
import { adminListQuery } from './admin-page-query';

describe('adminListQuery', () => {
  it('always sends the order and the page, then only the filters that are set', () => {
    expect(adminListQuery({ q: 'hoa', status: '', kind: 'pack', sort: 'id,asc', page: 2, size: 25 })).toEqual(
      {
        sort: 'id,asc',
        page: 2,
        size: 25,
        q: 'hoa',
        kind: 'pack',
      },
    );
  });

  it('sends no filter when none is set', () => {
    expect(adminListQuery({ q: '', sort: 'createdDate,desc', page: 0, size: 10 })).toEqual({
      sort: 'createdDate,desc',
      page: 0,
      size: 10,
    });
  });
});
