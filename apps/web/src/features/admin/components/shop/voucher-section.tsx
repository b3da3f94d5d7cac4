import { Button, Group, NativeSelect, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListStates } from '../../../../components/lists/paged-list';
import { usePaging } from '../../../../components/lists/pager';
import { EmptyState } from '../../../../components/ui/empty-state';
import { adminVouchersQueryOptions } from '../../api/admin-shop-api';
import { useShopT } from '../../lib/use-shop-t';
import { VoucherCreateButton } from './voucher-form';
import { VoucherList } from './voucher-list';

export const voucherSortValues = [
  'createdDate,desc',
  'createdDate,asc',
  'code,asc',
  'code,desc',
  'expiresDate,asc',
  'usedCount,desc',
] as const;

function sortFrom(value: string | null): string {
  return voucherSortValues.find((candidate) => candidate === value) ?? 'createdDate,desc';
}

/**
 * The shop's vouchers: search by code, order, pages with the total, creation of one or many,
 * (de)activation. The search and the order are in the address (`?q&sort`).
 */
export function VoucherSection() {
  const { sht } = useShopT();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sort = sortFrom(params.get('sort'));
  const paging = usePaging(25);
  const vouchers = useQuery(
    adminVouchersQueryOptions({ q: query, sort, page: paging.page, size: paging.size }),
  );
  const labels: Record<(typeof voucherSortValues)[number], string> = {
    'createdDate,desc': sht('vouchers.sort.newest'),
    'createdDate,asc': sht('vouchers.sort.oldest'),
    'code,asc': sht('vouchers.sort.codeAsc'),
    'code,desc': sht('vouchers.sort.codeDesc'),
    'expiresDate,asc': sht('vouchers.sort.expiring'),
    'usedCount,desc': sht('vouchers.sort.mostUsed'),
  };

  const update = (name: 'q' | 'sort', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    paging.setPage(0);
  };
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    update('q', typeof value === 'string' ? value.trim() : '');
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <form role="search" onSubmit={handleSearch} style={{ flex: '1 1 260px' }}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              key={query}
              name="q"
              type="search"
              label={sht('vouchers.searchLabel')}
              placeholder={sht('vouchers.searchPlaceholder')}
              defaultValue={query}
              maxLength={32}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" size="md" leftSection={<IconSearch size={16} aria-hidden />}>
              {sht('vouchers.search')}
            </Button>
          </Group>
        </form>
        <NativeSelect
          size="md"
          label={sht('vouchers.sortLabel')}
          value={sort}
          onChange={(event) => update('sort', event.currentTarget.value)}
          data={voucherSortValues.map((value) => ({ value, label: labels[value] }))}
          style={{ flex: '0 1 200px' }}
        />
        <VoucherCreateButton />
      </Group>
      <ListStates
        query={vouchers}
        loadFailed={sht('vouchers.loadFailed')}
        loading={<Skeleton height={240} radius="md" role="status" aria-label={sht('vouchers.loading')} />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<IconTicket size={32} />}
            title={sht('vouchers.emptyTitle')}
            description={query ? sht('vouchers.emptySearch') : sht('vouchers.emptyText')}
          />
        }
        pager={(data) => ({ paging, total: data.total, sizeLabel: sht('vouchers.paging.size') })}
      >
        {(data) => <VoucherList vouchers={data.items} />}
      </ListStates>
    </Stack>
  );
}
