import { Skeleton } from '@mantine/core';
import { IconActivity, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '../../../components/lists/paged-list';
import { usePaging } from '../../../components/lists/pager';
import { EmptyState } from '../../../components/ui/empty-state';
import { LinkButton } from '../../../components/ui/link-button';
import { usePageTitle } from '../../../lib/use-page-title';
import { paymentsQueryOptions } from '../api/payments-api';
import { BrowsePacksButton } from '../components/browse-packs-button';
import { PaymentsTable } from '../components/payments-table';
import { PendingOrders } from '../components/pending-orders';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** /platform/user/payments: orders waiting for payment, then purchases and activated vouchers, page by page. */
export function PaymentsPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('payments.title'));
  const paging = usePaging();
  const payments = useQuery(paymentsQueryOptions(paging.page, paging.size));
  return (
    <PagedList
      title={mt('payments.title')}
      action={
        <LinkButton
          to={marketplacePaths.activity}
          variant="subtle"
          icon={<IconActivity size={18} aria-hidden />}
        >
          {mt('activity.title')}
        </LinkButton>
      }
      toolbar={<PendingOrders />}
      query={payments}
      loadFailed={mt('payments.loadFailed')}
      loading={<Skeleton height={240} radius="md" role="status" aria-label={mt('payments.loading')} />}
      isEmpty={(data) => data.length === 0 && paging.page === 0}
      empty={
        <EmptyState
          icon={<IconReceipt size={32} />}
          title={mt('payments.emptyTitle')}
          description={mt('payments.emptyText')}
          action={<BrowsePacksButton />}
        />
      }
      // The server does not count payments: a full page means there may be a next one.
      pager={(data) => ({ paging, hasNext: data.length === paging.size })}
    >
      {(data) => <PaymentsTable entries={data} />}
    </PagedList>
  );
}
