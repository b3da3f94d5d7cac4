import { Stack } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { adminVouchersQueryOptions } from '../../api/admin-shop-api';
import { useAddressSearch } from '../../lib/use-address-search';
import { useShopT } from '../../lib/use-shop-t';
import { ListSearchForm, ListSelect, ListToolbar } from '../list-toolbar';
import { VoucherCreateButton } from './voucher-form';
import { VoucherList } from './voucher-list';
import { AdminList } from '../admin-list';

export const voucherSortValues = [
  'createdDate,desc',
  'createdDate,asc',
  'code,asc',
  'code,desc',
  'expiresDate,asc',
  'usedCount,desc',
] as const;

/**
 * The shop's vouchers: search by code, order, pages with the total, creation of one or many,
 * (de)activation. The search and the order are in the address (`?q&sort`).
 */
export function VoucherSection() {
  const { sht } = useShopT();
  const { value, choice, update, paging } = useAddressSearch();
  const query = value('q');
  const sort = choice('sort', voucherSortValues, 'createdDate,desc');
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

  return (
    <Stack gap="md">
      <ListToolbar>
        <ListSearchForm
          query={query}
          label={sht('vouchers.searchLabel')}
          placeholder={sht('vouchers.searchPlaceholder')}
          button={sht('vouchers.search')}
          maxLength={32}
          onSearch={(next) => update('q', next)}
          style={{ flex: '1 1 260px' }}
        />
        <ListSelect
          label={sht('vouchers.sortLabel')}
          value={sort}
          values={voucherSortValues}
          labelOf={(next) => labels[next]}
          onChange={(next) => update('sort', next)}
          flex="0 1 200px"
        />
        <VoucherCreateButton />
      </ListToolbar>
      <AdminList
        query={vouchers}
        paging={paging}
        icon={<IconTicket size={32} />}
        texts={{
          loadFailed: sht('vouchers.loadFailed'),
          loading: sht('vouchers.loading'),
          emptyTitle: sht('vouchers.emptyTitle'),
          emptyText: query ? sht('vouchers.emptySearch') : sht('vouchers.emptyText'),
          pageSize: sht('vouchers.paging.size'),
        }}
      >
        {(items) => <VoucherList vouchers={items} />}
      </AdminList>
    </Stack>
  );
}
