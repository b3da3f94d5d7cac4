import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconActivity, IconBuildingStore, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { paymentsQueryOptions } from '../api/payments-api';
import { PaymentsPaging } from '../components/payments-paging';
import { PendingOrders } from '../components/pending-orders';
import { PaymentsTable } from '../components/payments-table';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

/** /platform/user/payments: orders waiting for payment, then purchases and activated vouchers, page by page. */
export function PaymentsPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('payments.title'));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const payments = useQuery(paymentsQueryOptions(page, size));

  let body;
  if (payments.isError) {
    body = <ErrorState message={mt('payments.loadFailed')} onRetry={() => void payments.refetch()} />;
  } else if (payments.isPending) {
    body = <Skeleton height={240} radius="md" role="status" aria-label={mt('payments.loading')} />;
  } else if (payments.data.length === 0 && page === 0) {
    body = (
      <EmptyState
        icon={<IconReceipt size={32} />}
        title={mt('payments.emptyTitle')}
        description={mt('payments.emptyText')}
        action={
          <Button
            component={Link}
            to={marketplacePaths.packs}
            variant="light"
            leftSection={<IconBuildingStore size={16} aria-hidden />}
          >
            {mt('cart.browse')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <PaymentsTable entries={payments.data} />
        <PaymentsPaging
          page={page}
          size={size}
          hasNext={payments.data.length === size}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {mt('payments.title')}
        </Title>
        <Button
          component={Link}
          to={marketplacePaths.activity}
          variant="subtle"
          leftSection={<IconActivity size={18} aria-hidden />}
        >
          {mt('activity.title')}
        </Button>
      </Group>
      <PendingOrders />
      {body}
    </Stack>
  );
}
