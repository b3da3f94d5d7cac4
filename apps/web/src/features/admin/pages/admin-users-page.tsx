import { Skeleton } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../../components/lists/paged-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminUsersQueryOptions } from '../api/admin-users-api';
import { UserList } from '../components/user-list';
import { UserSearchBar, userSortValues } from '../components/user-search-bar';
import { useAddressSearch } from '../lib/use-address-search';
import { useAdminT } from '../lib/use-admin-t';

/**
 * /platform/admin/users: accounts found by e-mail or name, paged and sortable; each opens its
 * detail. The search and the order are in the address (`?q&sort`), so the way back keeps them.
 */
export function AdminUsersPage() {
  const { at } = useAdminT();
  usePageTitle(at('users.title'));
  const { value, choice, update, paging } = useAddressSearch();
  const query = value('q');
  const sort = choice('sort', userSortValues, 'createdDate,desc');
  const users = useQuery(adminUsersQueryOptions({ q: query, sort, page: paging.page, size: paging.size }));

  return (
    <PagedList
      title={at('users.title')}
      subtitle={at('users.subtitle')}
      toolbar={
        <UserSearchBar
          query={query}
          sort={sort}
          onSearch={(next) => update('q', next)}
          onSort={(next) => update('sort', next)}
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
