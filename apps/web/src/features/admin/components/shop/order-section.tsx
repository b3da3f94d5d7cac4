import { Button, Group, NativeSelect, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatuses } from '@prepwise/contracts';
import { ListStates } from '../../../../components/lists/paged-list';
import { usePaging } from '../../../../components/lists/pager';
import { EmptyState } from '../../../../components/ui/empty-state';
import { adminShopOrdersQueryOptions } from '../../api/admin-shop-api';
import { useShopT } from '../../lib/use-shop-t';
import { OrderList } from './order-list';

const orderSortValues = ['createdDate,desc', 'createdDate,asc', 'total,desc', 'total,asc'] as const;

/** Every learner's orders: search by e-mail, filter by status, order, pages; a paid order can be refunded. */
export function OrderSection() {
  const { sht } = useShopT();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const status = orderStatuses.find((value) => value === params.get('status')) ?? '';
  const sort = orderSortValues.find((value) => value === params.get('sort')) ?? 'createdDate,desc';
  const paging = usePaging(25);
  const orders = useQuery(
    adminShopOrdersQueryOptions({ q: query, status, sort, page: paging.page, size: paging.size }),
  );
  const sortLabels: Record<(typeof orderSortValues)[number], string> = {
    'createdDate,desc': sht('orders.sort.newest'),
    'createdDate,asc': sht('orders.sort.oldest'),
    'total,desc': sht('orders.sort.totalDesc'),
    'total,asc': sht('orders.sort.totalAsc'),
  };
  const update = (name: 'q' | 'status' | 'sort', value: string) => {
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
              label={sht('orders.searchLabel')}
              placeholder={sht('orders.searchPlaceholder')}
              defaultValue={query}
              maxLength={100}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" size="md" leftSection={<IconSearch size={16} aria-hidden />}>
              {sht('orders.search')}
            </Button>
          </Group>
        </form>
        <NativeSelect
          size="md"
          label={sht('orders.statusLabel')}
          value={status}
          onChange={(event) => update('status', event.currentTarget.value)}
          data={[
            { value: '', label: sht('orders.anyStatus') },
            ...orderStatuses.map((value) => ({ value, label: sht(`orders.status.${value}`) })),
          ]}
          style={{ flex: '0 1 160px' }}
        />
        <NativeSelect
          size="md"
          label={sht('orders.sortLabel')}
          value={sort}
          onChange={(event) => update('sort', event.currentTarget.value)}
          data={orderSortValues.map((value) => ({ value, label: sortLabels[value] }))}
          style={{ flex: '0 1 180px' }}
        />
      </Group>
      <ListStates
        query={orders}
        loadFailed={sht('orders.loadFailed')}
        loading={<Skeleton height={240} radius="md" role="status" aria-label={sht('orders.loading')} />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<IconReceipt size={32} />}
            title={sht('orders.emptyTitle')}
            description={sht('orders.emptyText')}
          />
        }
        pager={(data) => ({ paging, total: data.total, sizeLabel: sht('orders.paging.size') })}
      >
        {(data) => <OrderList orders={data.items} />}
      </ListStates>
    </Stack>
  );
}
