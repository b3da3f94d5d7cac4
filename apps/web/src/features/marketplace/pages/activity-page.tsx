import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconActivity, IconBuildingStore, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { activityQueryOptions } from '../api/activity-api';
import { ActivityList } from '../components/activity-list';
import { PaymentsPaging } from '../components/payments-paging';
import { marketplacePaths } from '../lib/marketplace-paths';
import { useMarketplaceT } from '../lib/use-marketplace-t';

function ActivitySkeleton() {
  const { mt } = useMarketplaceT();
  return (
    <Stack gap="xs" aria-busy aria-label={mt('activity.loading')}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** /platform/user/activity: every grant and spend of credits and access, newest first, page by page. */
export function ActivityPage() {
  const { mt } = useMarketplaceT();
  usePageTitle(mt('activity.title'));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const activity = useQuery(activityQueryOptions(page, size));

  let body;
  if (activity.isError) {
    body = <ErrorState message={mt('activity.loadFailed')} onRetry={() => void activity.refetch()} />;
  } else if (activity.isPending) {
    body = <ActivitySkeleton />;
  } else if (activity.data.total === 0) {
    body = (
      <EmptyState
        icon={<IconActivity size={32} />}
        title={mt('activity.emptyTitle')}
        description={mt('activity.emptyText')}
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
        <ActivityList entries={activity.data.items} />
        <PaymentsPaging
          page={page}
          size={size}
          hasNext={(page + 1) * size < activity.data.total}
          total={activity.data.total}
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
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Title order={1} size="h2">
            {mt('activity.title')}
          </Title>
          <Text c="dimmed">{mt('activity.subtitle')}</Text>
        </Stack>
        <Button
          component={Link}
          to={marketplacePaths.payments}
          variant="subtle"
          leftSection={<IconReceipt size={18} aria-hidden />}
        >
          {mt('payments.title')}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}
