import { Skeleton } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminUsersQueryOptions } from '../api/admin-users-api';
import { UserList } from '../components/user-list';
import { UserSearchBar, userSortValues } from '../components/user-search-bar';
import { useAdminT } from '../lib/use-admin-t';

function sortFrom(value: string | null): string {
  return userSortValues.find((candidate) => candidate === value) ?? 'createdDate,desc';
}

/**
 * /platform/admin/users: accounts found by e-mail or name, paged and sortable; each opens its
 * detail. The search and the order are in the address (`?q&sort`), so the way back keeps them.
 */
export function AdminUsersPage() {
  const { at } = useAdminT();
  usePageTitle(at('users.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sort = sortFrom(params.get('sort'));
  const paging = usePaging(25);
  const users = useQuery(adminUsersQueryOptions({ q: query, sort, page: paging.page, size: paging.size }));

  const update = (name: 'q' | 'sort', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.setPage(0);
  };

  return (
    <PagedList
      title={at('users.title')}
      subtitle={at('users.subtitle')}
      toolbar={
        <UserSearchBar
          query={query}
          sort={sort}
          onSearch={(value) => update('q', value)}
          onSort={(value) => update('sort', value)}
        />
      }
      query={users}
      loadFailed={at('users.loadFailed')}
      loading={<Skeleton height={240} radius="md" role="status" aria-label={at('users.loading')} />}
      isEmpty={(data) => data.total === 0}
      empty={
        <EmptyState
          icon={<IconUserSearch size={32} />}
          title={at('users.emptyTitle')}
          description={at('users.emptyText')}
        />
      }
      pager={(data) => ({ paging, total: data.total, sizeLabel: at('users.paging.size') })}
    >
      {(data) => <UserList users={data.items} />}
    </PagedList>
  );
}
