import { useAdminT } from '../lib/use-admin-t';
import { ListSearchForm, ListSelect, ListToolbar } from './list-toolbar';

export const userSortValues = [
  'createdDate,desc',
  'createdDate,asc',
  'fullName,asc',
  'fullName,desc',
  'email,asc',
  'email,desc',
] as const;

interface UserSearchBarProps {
  query: string;
  sort: string;
  onSearch: (query: string) => void;
  onSort: (sort: string) => void;
}

/** The user search: e-mail or name (sent with Search or Enter) and the order of the list. */
export function UserSearchBar({ query, sort, onSearch, onSort }: UserSearchBarProps) {
  const { at } = useAdminT();
  const labels: Record<(typeof userSortValues)[number], string> = {
    'createdDate,desc': at('users.sort.newest'),
    'createdDate,asc': at('users.sort.oldest'),
    'fullName,asc': at('users.sort.nameAsc'),
    'fullName,desc': at('users.sort.nameDesc'),
    'email,asc': at('users.sort.emailAsc'),
    'email,desc': at('users.sort.emailDesc'),
  };
  return (
    <ListToolbar>
      <ListSearchForm
        query={query}
        label={at('users.searchLabel')}
        placeholder={at('users.searchPlaceholder')}
        button={at('users.search')}
        onSearch={onSearch}
        style={{ flex: '1 1 260px' }}
      />
      <ListSelect
        label={at('users.sortLabel')}
        value={sort}
        values={userSortValues}
        labelOf={(value) => labels[value]}
        onChange={onSort}
        flex="0 1 200px"
      />
    </ListToolbar>
  );
}
