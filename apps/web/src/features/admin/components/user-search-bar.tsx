import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useAdminT } from '../lib/use-admin-t';

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
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form role="search" onSubmit={handleSubmit} style={{ flex: '1 1 260px' }}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            key={query}
            name="q"
            type="search"
            label={at('users.searchLabel')}
            placeholder={at('users.searchPlaceholder')}
            defaultValue={query}
            maxLength={100}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" size="md" leftSection={<IconSearch size={16} aria-hidden />}>
            {at('users.search')}
          </Button>
        </Group>
      </form>
      <NativeSelect
        size="md"
        label={at('users.sortLabel')}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value)}
        data={userSortValues.map((value) => ({ value, label: labels[value] }))}
        style={{ flex: '0 1 200px' }}
      />
    </Group>
  );
}
