import { Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { orderStatuses } from '@prepwise/contracts';
import { adminShopOrdersQueryOptions } from '../../api/admin-shop-api';
import { useAddressSearch } from '../../lib/use-address-search';
import { useShopT } from '../../lib/use-shop-t';
import { ListSearchForm, ListSelect, ListToolbar } from '../list-toolbar';
import { OrderList } from './order-list';
import { AdminList } from '../admin-list';

const orderSortValues = ['createdDate,desc', 'createdDate,asc', 'total,desc', 'total,asc'] as const;

/** Every learner's orders: search by e-mail, filter by status, order, pages; a paid order can be refunded. */
export function OrderSection() {
  const { sht } = useShopT();
  const { value, choice, update, paging } = useAddressSearch();
  const query = value('q');
  const status = choice('status', orderStatuses, '');
  const sort = choice('sort', orderSortValues, 'createdDate,desc');
  const orders = useQuery(
    adminShopOrdersQueryOptions({ q: query, status, sort, page: paging.page, size: paging.size }),
  );
  const sortLabels: Record<(typeof orderSortValues)[number], string> = {
    'createdDate,desc': sht('orders.sort.newest'),
    'createdDate,asc': sht('orders.sort.oldest'),
    'total,desc': sht('orders.sort.totalDesc'),
    'total,asc': sht('orders.sort.totalAsc'),
  };
  return (
    <Stack gap="md">
      <ListToolbar>
        <ListSearchForm
          query={query}
          label={sht('orders.searchLabel')}
          placeholder={sht('orders.searchPlaceholder')}
          button={sht('orders.search')}
          onSearch={(next) => update('q', next)}
          style={{ flex: '1 1 260px' }}
        />
        <ListSelect
          label={sht('orders.statusLabel')}
          value={status}
          anyLabel={sht('orders.anyStatus')}
          values={orderStatuses}
          labelOf={(next) => sht(`orders.status.${next}`)}
          onChange={(next) => update('status', next)}
          flex="0 1 160px"
        />
        <ListSelect
          label={sht('orders.sortLabel')}
          value={sort}
          values={orderSortValues}
          labelOf={(next) => sortLabels[next]}
          onChange={(next) => update('sort', next)}
          flex="0 1 180px"
        />
      </ListToolbar>
      <AdminList
        query={orders}
        paging={paging}
        icon={<IconReceipt size={32} />}
        texts={{
          loadFailed: sht('orders.loadFailed'),
          loading: sht('orders.loading'),
          emptyTitle: sht('orders.emptyTitle'),
          emptyText: sht('orders.emptyText'),
          pageSize: sht('orders.paging.size'),
        }}
      >
        {(items) => <OrderList orders={items} />}
      </AdminList>
    </Stack>
  );
}
